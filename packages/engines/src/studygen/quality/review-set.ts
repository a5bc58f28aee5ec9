import type { ReviewTopic } from './topic.ts';

/**
 * The fixed review set of the study-material quality gate (issue 21): topics a student would type
 * and notes a student would paste. The notes were written for this set; they use headings in
 * several styles, date phrases ("By 1914"), sentences that open with a pronoun, plurals, formulas
 * (C6H12O6) and exponents (x^2), so that every checker rule has something to bite on.
 */

export const REVIEW_TOPICS: readonly ReviewTopic[] = [
  // A study pack is about each of these.
  { topic: 'photosynthesis', group: 'pack', packs: ['biology-photosynthesis'] },
  { topic: 'cellular respiration', group: 'pack', packs: ['biology-cellular-respiration'] },
  { topic: 'DNA and genetics', group: 'pack', packs: ['biology-dna-and-genetics'] },
  { topic: 'the immune system', group: 'pack', packs: ['biology-immune-system'] },
  { topic: 'food webs', group: 'pack', packs: ['biology-ecology-and-ecosystems'] },
  { topic: 'natural selection', group: 'pack', packs: ['biology-evolution-and-natural-selection'] },
  { topic: 'acids and bases', group: 'pack', packs: ['chemistry-acids-and-bases'] },
  { topic: 'the periodic table', group: 'pack', packs: ['chemistry-periodic-table'] },
  { topic: 'covalent bonding', group: 'pack', packs: ['chemistry-chemical-bonding'] },
  { topic: 'the French Revolution', group: 'pack', packs: ['history-french-revolution'] },
  { topic: 'World War I', group: 'pack', packs: ['history-world-war-one'] },
  { topic: 'ancient Egypt', group: 'pack', packs: ['history-ancient-egypt'] },
  { topic: 'the Cold War', group: 'pack', packs: ['history-cold-war'] },
  { topic: 'the Renaissance', group: 'pack', packs: ['history-the-renaissance'] },
  { topic: 'supply and demand', group: 'pack', packs: ['economics-supply-and-demand'] },
  { topic: 'inflation', group: 'pack', packs: ['economics-money-banking-and-inflation'] },
  { topic: "Newton's laws", group: 'pack', packs: ['physics-newtons-laws-and-motion'] },
  { topic: 'electric circuits', group: 'pack', packs: ['physics-electricity-and-circuits'] },
  { topic: 'quadratic equations', group: 'pack', packs: ['math-quadratic-equations'] },
  { topic: 'trigonometry', group: 'pack', packs: ['math-trigonometry-basics'] },
  { topic: 'Shakespeare', group: 'pack', packs: ['literature-shakespeare'] },
  { topic: 'literary devices', group: 'pack', packs: ['literature-literary-devices'] },
  { topic: 'sorting algorithms', group: 'pack', packs: ['computer-science-algorithms-and-complexity'] },
  { topic: 'plate tectonics', group: 'pack', packs: ['geography-plate-tectonics-and-earthquakes'] },
  { topic: 'the water cycle', group: 'pack', packs: ['geography-rivers-and-the-water-cycle'] },

  // No pack is about these: WordNet should serve them (or the generator should refuse honestly).
  { topic: 'volcano', group: 'wordnet', related: ['volcanic', 'eruption', 'lava', 'magma'] },
  { topic: 'glacier', group: 'wordnet', related: ['glacial', 'ice'] },
  { topic: 'violin', group: 'wordnet', related: ['fiddle', 'bow', 'string'] },
  { topic: 'democracy', group: 'wordnet', related: ['democratic', 'vote', 'election'] },
  { topic: 'bird', group: 'wordnet' },
  { topic: 'musical instrument', group: 'wordnet' },
  { topic: 'fruit', group: 'wordnet' },
  { topic: 'bone', group: 'wordnet', related: ['skeleton'] },
  { topic: 'mammal', group: 'wordnet' },
  { topic: 'mineral', group: 'wordnet' },
  { topic: 'boat', group: 'wordnet', related: ['ship', 'vessel'] },
  { topic: 'desert', group: 'wordnet' },
  { topic: 'fungus', group: 'wordnet', related: ['fungi', 'mushroom'] },
  { topic: 'metal', group: 'wordnet', related: ['metallic'] },
  { topic: 'galaxy', group: 'wordnet', related: ['galactic', 'star'] },
  { topic: 'dinosaur', group: 'wordnet' },

  // Near packs, ambiguous words and nonsense.
  { topic: 'mitochondria', group: 'edge', related: ['mitochondrion', 'mitochondrial'] },
  {
    topic: 'the Roman Catholic Church',
    group: 'edge',
    wrongPacks: ['history-ancient-rome'],
    related: ['pope'],
  },
  {
    topic: 'trees',
    group: 'edge',
    wrongPacks: ['computer-science-data-structures'],
    related: ['wood', 'forest'],
  },
  {
    topic: 'the heart',
    group: 'edge',
    related: ['cardiac', 'ventricle', 'atrium', 'atria', 'valve', 'pulse'],
  },
  { topic: 'the moon', group: 'edge', related: ['lunar', 'tide'] },
  { topic: 'Julius Caesar', group: 'edge', packs: ['history-ancient-rome'] },
  { topic: 'the Great Depression', group: 'edge', related: ['1929', 'crash'] },
  { topic: 'quantum chromodynamics', group: 'edge', related: ['quark', 'gluon'] },
  { topic: 'xqzv plorth', group: 'edge' },
];

export interface ReviewNote {
  name: string;
  subject: string;
  text: string;
}

export const REVIEW_NOTES: readonly ReviewNote[] = [
  {
    name: 'The Road to the First World War',
    subject: 'history',
    text: `The Road to the First World War

Alliances and Rivalries:
By 1914 the great powers of Europe had split into two armed camps. The Triple Entente joined France, Russia and Britain. The Triple Alliance linked Germany, Austria-Hungary and Italy. These alliances were meant to keep the peace. They made a local quarrel far more dangerous, because one declaration of war could pull in every partner.

Militarism and the Naval Race
Germany and Britain competed to build dreadnoughts, the heavy battleships of the age. Britain launched HMS Dreadnought in 1906. It made every older battleship look out of date. Both countries spent a growing share of their budgets on their navies, and generals drew up detailed railway timetables for mobilisation.

Imperial Competition
Imperialism is the policy of extending a country's power by taking control of other lands. The European empires clashed over colonies in Africa and Asia. Two crises over Morocco, in 1905 and 1911, left Germany feeling encircled.

The Spark in Sarajevo
On 28 June 1914 Archduke Franz Ferdinand, the heir to the Austro-Hungarian throne, was shot in Sarajevo by Gavrilo Princip. He belonged to a Bosnian Serb group that wanted independence from Austria-Hungary. Austria-Hungary declared war on Serbia on 28 July 1914. Within a week Germany, Russia, France and Britain had joined in. Historians often sum up the long-term causes with the word MAIN: militarism, alliances, imperialism and nationalism. Nationalism is a strong feeling of loyalty to one's own nation, and it was especially powerful in the Balkans.`,
  },
  {
    name: 'Photosynthesis and Respiration',
    subject: 'biology',
    text: `## Photosynthesis
Photosynthesis is the process by which green plants make glucose from carbon dioxide and water using light energy. It takes place in the chloroplasts, which contain the green pigment chlorophyll. The balanced equation is 6CO2 + 6H2O → C6H12O6 + 6O2. Oxygen is released as a by-product through tiny pores called stomata. These pores are mostly found on the underside of the leaf.

## Limiting factors
The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. A limiting factor is the condition that is in shortest supply and so holds the rate back. Greenhouse growers raise the carbon dioxide level to about 1000 parts per million to speed up growth. Above roughly 45 °C the enzymes begin to denature and the rate falls sharply.

## Aerobic respiration
Aerobic respiration is the release of energy from glucose using oxygen. It happens in the mitochondria of both plant and animal cells. Its equation is C6H12O6 + 6O2 → 6CO2 + 6H2O, the reverse of photosynthesis. The energy is stored in molecules of ATP, which cells use for movement, growth and active transport.

## Anaerobic respiration
When oxygen runs short, muscle cells switch to anaerobic respiration. They turn glucose into lactic acid and release much less energy. Yeast cells produce ethanol and carbon dioxide instead, a process called fermentation. Bakers rely on this gas to make bread rise.`,
  },
  {
    name: 'Quadratic Graphs',
    subject: 'math',
    text: `Quadratic Graphs

A quadratic function has the form y = ax^2 + bx + c, where a is not zero. Its graph is a U-shaped curve called a parabola. When a is positive the parabola opens upwards, and when a is negative it opens downwards.

Key features:
The vertex is the turning point of the parabola. The axis of symmetry is the vertical line that passes through the vertex. For y = x^2 - 6x + 5 the axis of symmetry is x = 3 and the vertex is at (3, -4). The roots are the x-values where the curve crosses the x-axis. They can be found by factorising: x^2 - 6x + 5 = (x - 1)(x - 5), so the roots are 1 and 5.

The discriminant
The discriminant is the expression b^2 - 4ac. If it is positive, the equation has two real roots. If it equals zero, the parabola just touches the x-axis and there is one repeated root. If it is negative, there are no real roots at all.

Completing the square
Completing the square rewrites x^2 + bx + c in the form (x + p)^2 + q. This form shows the vertex straight away at (-p, q). The method was described by the Persian mathematician al-Khwarizmi in the ninth century. His book gave us the word algebra.`,
  },
  {
    name: 'The Rock Cycle',
    subject: 'geography',
    text: `The Rock Cycle

Rocks are constantly being made, broken down and remade over millions of years. Geologists group them into three families: igneous, sedimentary and metamorphic.

Igneous rocks
Igneous rocks form when molten rock cools and hardens. Magma that cools slowly underground produces large crystals, as in granite. Lava that cools quickly at the surface gives small crystals, as in basalt. These rocks are usually hard and resistant to erosion.

Sedimentary rocks
Weathering breaks exposed rock into fragments. Rivers, wind and glaciers carry the fragments away and deposit them as layers of sediment. Over time the layers are compacted and cemented into sedimentary rock. Sandstone, shale and limestone are common examples. Limestone often contains fossils, which are the preserved remains or traces of ancient organisms. They help geologists work out the age of the layers.

Metamorphic rocks
Metamorphic rock is rock that has been changed by great heat and pressure without melting. Limestone becomes marble, and shale becomes slate. It usually has bands or flattened crystals.

Linking the stages
Uplift raises deep rocks to the surface, where weathering starts the cycle again. Subduction carries surface rocks down into the mantle, where they may melt back into magma. James Hutton, a Scottish farmer and naturalist, first described this endless cycle in 1785. He argued that the Earth must be far older than most people then believed.`,
  },
  {
    name: 'Atoms and Isotopes',
    subject: 'chemistry',
    text: `Atoms and Isotopes

An atom is the smallest particle of an element that can take part in a chemical reaction. It has a tiny nucleus surrounded by electrons. The nucleus contains protons and neutrons, which together are called nucleons.

Subatomic particles
A proton has a relative mass of 1 and a charge of +1. A neutron has the same mass but no charge. An electron has a charge of -1 and a mass of about 1/1836 of a proton. Because atoms have equal numbers of protons and electrons, they are neutral overall.

Atomic number and mass number
The atomic number is the number of protons in the nucleus. The mass number is the total number of protons and neutrons. Carbon has an atomic number of 6, so every carbon atom has 6 protons.

Isotopes
Isotopes are atoms of the same element with different numbers of neutrons. Carbon-12 makes up about 99% of natural carbon, while carbon-14 makes up a tiny fraction. This isotope is radioactive and has a half-life of about 5,730 years. Archaeologists use it to date bones, wood and cloth. Chlorine exists as chlorine-35 and chlorine-37, in a ratio of roughly 3 to 1, which is why its relative atomic mass is 35.5.

Models of the atom
John Dalton pictured atoms as solid spheres in 1803. J. J. Thomson discovered the electron in 1897 and proposed the plum pudding model. In 1911 Ernest Rutherford fired alpha particles at gold foil and concluded that the positive charge sits in a small nucleus. Niels Bohr later placed the electrons in fixed shells.`,
  },
  {
    name: 'The Industrial Revolution in Britain',
    subject: 'history',
    text: `The Industrial Revolution in Britain

Why Britain?
Britain had large deposits of coal and iron ore, a growing population and plenty of money to invest from overseas trade. Its rivers and new canals made it cheap to move heavy goods.

Textiles and factories
The textile industry was the first to be mechanised. Richard Arkwright opened a water-powered cotton mill at Cromford in 1771. It brought hundreds of workers under one roof and set fixed hours of work. This was the beginning of the factory system. Spinning machines such as the spinning jenny multiplied the thread a single worker could produce.

Steam power
James Watt improved the steam engine in the 1760s and 1770s by adding a separate condenser. His engines used far less coal than the older Newcomen engines. They allowed factories to be built in towns instead of beside fast rivers.

Railways
The Stockton and Darlington Railway opened in 1825. George Stephenson's Rocket won the Rainhill Trials in 1829. By 1850 Britain had more than 6,000 miles of railway track. Railways cut journey times and created a national market for goods.

Life in the towns
Urbanisation is the growth in the share of people living in towns and cities. Manchester grew from about 25,000 people in 1772 to over 300,000 by 1850. Workers lived in crowded back-to-back houses with poor sanitation. Cholera outbreaks killed thousands of people in 1832 and 1848. Reformers such as Edwin Chadwick pressed for clean water and sewers, and the Public Health Act was passed in 1848.`,
  },
  {
    name: 'Electric Circuits',
    subject: 'physics',
    text: `Electric Circuits

Current, voltage and resistance
Electric current is the rate of flow of charge. It is measured in amperes with an ammeter, which is connected in series. Potential difference is the energy transferred per unit of charge, measured in volts with a voltmeter connected in parallel. Resistance is the opposition to the flow of current, measured in ohms.

Ohm's law
For a fixed resistor at constant temperature the current is proportional to the potential difference. This relationship is written as V = IR. If a 12 V battery drives a current of 2 A through a resistor, the resistance is 6 ohms. A filament lamp does not obey it, because its resistance rises as it heats up.

Series and parallel
In a series circuit the components are connected one after another in a single loop. The same current flows through each of them, and the total resistance is the sum of the individual resistances. In a parallel circuit each component has its own branch. These branches share the supply voltage, and the total resistance is less than the smallest single resistance.

Power
Electrical power is the rate at which energy is transferred. It can be calculated with P = IV or P = I^2 R. A kettle rated at 3000 W transfers 3000 joules every second. Mains electricity in the UK is supplied at 230 V and 50 Hz. Fuses and circuit breakers protect the wiring by cutting off the current when it becomes too large.`,
  },
  {
    name: 'Ecosystems and Food Webs',
    subject: 'biology',
    text: `Ecosystems and Food Webs

An ecosystem is a community of living organisms together with the non-living parts of their environment. Ponds, forests and coral reefs are all ecosystems. They differ in size, but every one of them depends on a flow of energy from the Sun.

Producers and consumers
Producers are organisms that make their own food, usually by photosynthesis. Green plants and algae are the main producers on land and in water. Primary consumers are herbivores that eat producers. Secondary consumers eat the primary consumers, and tertiary consumers sit at the top of most food chains. Decomposers such as fungi and bacteria break down dead material and return nutrients to the soil.

Energy transfer
Only about 10% of the energy at one trophic level is passed on to the next. The rest is lost as heat from respiration, in movement and in waste. This is why food chains rarely have more than five links. A pyramid of biomass shows the total mass of living material at each level.

Food webs and interdependence
A food web is a network of connected food chains in an ecosystem. If one species disappears, the effects spread through the web. When sea otters were hunted almost to extinction along the Pacific coast, sea urchins multiplied and grazed away the kelp forests. These forests returned once the otters were protected again.

Biodiversity
Biodiversity is the variety of different species living in an area. Ecosystems with high biodiversity are usually more stable. Hedgerows, wildflower margins and protected reserves help to keep it high on farmland.`,
  },
  {
    name: 'Romeo and Juliet',
    subject: 'literature',
    text: `Romeo and Juliet

Background
William Shakespeare wrote Romeo and Juliet in about 1595. It is a tragedy set in Verona, where two rich families, the Montagues and the Capulets, have been feuding for years. The play opens with a prologue, a sonnet that tells the audience the lovers will die.

Main characters
Romeo is the son of Lord Montague. He begins the play lovesick over Rosaline. Juliet is the thirteen-year-old daughter of Lord Capulet. Her nurse is her closest confidante. Mercutio, Romeo's witty friend, is killed by Tybalt in Act 3. Friar Laurence marries the lovers in secret, hoping the match will end the feud.

Key scenes
In the balcony scene Juliet wonders aloud why Romeo must be a Montague. This speech shows how a name can stand between two people. After Tybalt kills Mercutio, Romeo kills Tybalt and is banished to Mantua. The Friar gives Juliet a potion that makes her appear dead for forty-two hours. The message explaining the plan never reaches Romeo. He buys poison, finds Juliet in the tomb and drinks it. She wakes, sees him dead and stabs herself with his dagger.

Themes and devices
Dramatic irony is when the audience knows something that a character does not. Shakespeare uses it throughout the final act. Light and dark imagery links the lovers to stars, torches and the sun. Fate is a central theme, and the lovers are described as star-crossed.`,
  },
  {
    name: 'Inflation and Interest Rates',
    subject: 'economics',
    text: `Inflation and Interest Rates

What inflation means
Inflation is the rate at which the general level of prices rises over time. It is usually measured with a consumer price index, which tracks the cost of a typical basket of goods and services. If the basket costs £200 this year and £210 next year, the inflation rate is 5%.

Causes
Demand-pull inflation happens when total demand grows faster than the economy can produce goods. Cost-push inflation happens when firms face higher costs, such as rising oil prices or wages, and pass them on to customers. These two causes often occur together.

Who loses and who gains
Savers lose out when inflation is higher than the interest they earn, because their money buys less. People on fixed incomes are also hurt. Borrowers can gain, since the real value of their debts shrinks.

The role of the central bank
A central bank is the institution that manages a country's money supply and sets its main interest rate. The Bank of England has had an inflation target of 2% since 2003. When inflation rises above the target, it usually raises the interest rate. Higher rates make borrowing more expensive and encourage saving, which slows spending.

Hyperinflation
Hyperinflation is extremely rapid inflation, often above 50% a month. In Germany in 1923 prices doubled every few days, and workers were paid twice a day. Zimbabwe suffered hyperinflation in 2008, when the government printed notes worth 100 trillion dollars.`,
  },
  {
    name: 'The Digestive System',
    subject: 'biology',
    text: `The Digestive System

Digestion is the breakdown of large insoluble food molecules into small soluble ones that can be absorbed into the blood. It begins in the mouth and ends in the small intestine.

Mouth and stomach
Teeth break food into smaller pieces, which increases its surface area. Saliva contains amylase, an enzyme that starts to break starch into sugars. The stomach churns food with hydrochloric acid, which kills most bacteria. Its lining also makes pepsin, a protease that works best at a pH of about 2.

Enzymes
Enzymes are biological catalysts that speed up reactions without being used up. Each one has an active site that fits only one kind of substrate. Proteases break proteins into amino acids. Lipases break fats into fatty acids and glycerol. They all work best at body temperature, around 37 °C.

Bile and the small intestine
Bile is made in the liver and stored in the gall bladder. It neutralises stomach acid and emulsifies fats into small droplets. The small intestine is about 6 metres long. Its inner surface is covered with millions of villi, tiny finger-like projections that give it a huge surface area for absorption. Each villus has a good blood supply and a wall only one cell thick.

Large intestine
Water is absorbed from the remaining material in the large intestine. The undigested waste, called faeces, is stored in the rectum and leaves the body through the anus.`,
  },
  {
    name: 'How Data Travels Across the Internet',
    subject: 'computer-science',
    text: `How Data Travels Across the Internet

Packets
Data sent across the internet is split into small pieces called packets. Each packet carries a header with the sender's address, the destination address and a sequence number. They may travel by different routes and arrive out of order. The receiving computer uses the sequence numbers to put them back together.

Protocols
A protocol is a set of rules that computers follow to communicate. TCP checks that every packet arrives and asks for missing ones to be sent again. IP handles the addressing and routing of packets between networks. HTTP is the protocol that web browsers use to request pages, and HTTPS adds encryption.

Addresses and names
Every device on the internet has an IP address. An IPv4 address is made of four numbers from 0 to 255, such as 192.168.1.20. There are only about 4.3 billion such addresses, so IPv6 was introduced with much longer 128-bit addresses. The Domain Name System translates names like example.org into IP addresses. It works like a phone book for the internet.

Routers and history
Routers are devices that forward packets towards their destination. Tim Berners-Lee invented the World Wide Web at CERN in 1989. The internet itself grew from ARPANET, a network funded by the US Department of Defense that sent its first message in 1969.`,
  },
];
