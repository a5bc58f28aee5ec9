import { describe, expect, it } from 'vitest';
import { planDiagram } from '../imaging/plan.ts';
import { CHAT_TOOLS, type ChatTool, classify, routeMessage } from './route.ts';

type Row = [message: string, tool: ChatTool | null, argument: string, count?: number];

/** message → expected tool, argument (and count). null tool: answered from retrieval, argument the message. */
const TABLE: Row[] = [
  // draw_diagram
  ['Draw a diagram of the water cycle', 'draw_diagram', 'water cycle'],
  ['create an image of a volcano erupting', 'draw_diagram', 'volcano erupting'],
  ['Can you create a picture of the solar system?', 'draw_diagram', 'solar system'],
  ['picture of a plant cell please', 'draw_diagram', 'plant cell'],
  ['illustrate how the heart pumps blood', 'draw_diagram', 'how the heart pumps blood'],
  ['Visualise the Krebs cycle', 'draw_diagram', 'Krebs cycle'],
  ['diagram of a neuron', 'draw_diagram', 'neuron'],
  ['show me a picture of a mitochondrion', 'draw_diagram', 'mitochondrion'],
  ['can you create a timeline of the Cold War', 'draw_diagram', 'timeline of the Cold War'],
  ['draw the graph of y = x^2 - 4', 'draw_diagram', 'graph of y = x^2 - 4'],
  ['make a mind map of the causes of WW1', 'draw_diagram', 'mind map of the causes of WW1'],
  ['What does a plant cell look like?', 'draw_diagram', 'plant cell'],
  ['DRAW ME A DIAGRAM OF THE HEART', 'draw_diagram', 'HEART'],
  ['sketch the structure of an atom', 'draw_diagram', 'structure of an atom'],
  ['I need a diagram showing the layers of the Earth', 'draw_diagram', 'layers of the Earth'],
  ['generate a picture of the Roman Colosseum', 'draw_diagram', 'Roman Colosseum'],
  ['draw a diagrm of the digestive system', 'draw_diagram', 'digestive system'],
  ['Can you create the water cycle for me?', 'draw_diagram', 'water cycle'],
  ['Explain supply and demand with a diagram', 'draw_diagram', 'supply and demand'],
  ['Make a flowchart of the water cycle', 'draw_diagram', 'water cycle'],
  ['plot y = 2x + 1', 'draw_diagram', 'plot y = 2x + 1'],

  // make_quiz
  ['Quiz me on photosynthesis', 'make_quiz', 'photosynthesis'],
  ['quiz me on the French Revolution with 5 questions', 'make_quiz', 'French Revolution', 5],
  ['Test me on the periodic table', 'make_quiz', 'periodic table'],
  ['make a quiz about supply and demand', 'make_quiz', 'supply and demand'],
  ['Can you give me a 10-question quiz on World War Two?', 'make_quiz', 'World War Two', 10],
  ['create a quiz for cellular respiration please', 'make_quiz', 'cellular respiration'],
  ['quizz me about plate tectonics', 'make_quiz', 'plate tectonics'],
  ['I want to practice questions on the Cold War', 'make_quiz', 'Cold War'],
  ['test my knowledge of ancient Egypt', 'make_quiz', 'ancient Egypt'],
  ['Ask me five questions about Shakespeare', 'make_quiz', 'Shakespeare', 5],
  ['generate 8 quiz questions on DNA', 'make_quiz', 'DNA', 8],
  ['can you create a quiz on the immune system', 'make_quiz', 'immune system'],
  ['Make a quiz from my notes on the Renaissance', 'make_quiz', 'my notes on the Renaissance'],
  ['give me a pop quiz on fractions', 'make_quiz', 'fractions'],

  // make_flashcards
  ['flashcards for the nervous system', 'make_flashcards', 'nervous system'],
  ['Make flashcards on organic chemistry', 'make_flashcards', 'organic chemistry'],
  ['make me 12 flashcards about the Industrial Revolution', 'make_flashcards', 'Industrial Revolution', 12],
  ['flashcard on trigonometry', 'make_flashcards', 'trigonometry'],
  ['Create flash cards about GDP', 'make_flashcards', 'GDP'],
  ['help me memorize the parts of a cell', 'make_flashcards', 'parts of a cell'],
  ['can you create flashcards for Spanish verbs?', 'make_flashcards', 'Spanish verbs'],
  ['photosynthesis flashcards please', 'make_flashcards', 'photosynthesis'],
  ['flashcrads on the American Revolution', 'make_flashcards', 'American Revolution'],
  ['I need to memorise the bones of the arm', 'make_flashcards', 'bones of the arm'],

  // solve_math
  ['2x+3=11', 'solve_math', '2x+3=11'],
  ['Solve x^2-5x+6=0', 'solve_math', 'x^2-5x+6=0'],
  ['what is 2+2', 'solve_math', '2+2'],
  ['derivative of x^3', 'solve_math', 'derivative of x^3'],
  ['Find the derivative of sin(x)*x^2', 'solve_math', 'derivative of sin(x)*x^2'],
  ['integrate x^2 dx', 'solve_math', 'integrate x^2 dx'],
  ['√144', 'solve_math', '√144'],
  ['What is 3/4 + 1/2?', 'solve_math', '3/4 + 1/2'],
  ['can you solve 3x - 7 = 2 please', 'solve_math', '3x - 7 = 2'],
  ["what's 15% of 80?", 'solve_math', '15% of 80'],
  ['simplify (x^2-1)/(x-1)', 'solve_math', 'simplify (x^2-1)/(x-1)'],
  ['What is 12 times 7?', 'solve_math', '12*7'],
  ['solve for y: 2x + y = 5', 'solve_math', 'solve for y: 2x + y = 5'],
  ['Help me with this equation: 5(x - 2) = 3x + 4', 'solve_math', '5(x - 2) = 3x + 4'],
  [
    'A train travels at 60 km per hour for 3 hours. How far does it go?',
    'solve_math',
    'A train travels at 60 km per hour for 3 hours. How far does it go',
  ],
  ['square root of 144', 'solve_math', 'sqrt(144)'],
  ['factor x^2 + 7x + 12', 'solve_math', 'factor x^2 + 7x + 12'],
  ['what is the limit of sin(x)/x as x approaches 0', 'solve_math', 'limit of sin(x)/x as x approaches 0'],
  ['Calculate 45 divided by 9', 'solve_math', '45/9'],
  ['what is 7 x 8', 'solve_math', '7*8'],
  ['what is 5 factorial', 'solve_math', '5!'],
  ['5!', 'solve_math', '5!'],
  ['x^2 + 3x = 10, what is x?', 'solve_math', 'x^2 + 3x = 10'],
  ['What is the area of a circle with radius 5?', 'solve_math', 'What is the area of a circle with radius 5'],

  // define
  ['What is photosynthesis?', 'define', 'photosynthesis'],
  ['define osmosis', 'define', 'osmosis'],
  ["What does 'ephemeral' mean?", 'define', 'ephemeral'],
  ['meaning of opportunity cost', 'define', 'opportunity cost'],
  ['what are enzymes', 'define', 'enzymes'],
  ['Whats a prime number', 'define', 'prime number'],
  ['can you define the word irony?', 'define', 'irony'],
  ['what is the definition of inflation', 'define', 'inflation'],
  ['What does GDP stand for?', 'define', 'GDP'],
  ['what is meant by natural selection', 'define', 'natural selection'],
  ['what is plagiarism?', 'define', 'plagiarism'],
  ["What is Newton's second law?", 'define', "Newton's second law"],
  ['defnition of alliteration', 'define', 'alliteration'],
  ['What is the Cold War?', 'define', 'Cold War'],

  // read_aloud
  [
    'Read this aloud: The mitochondria is the powerhouse of the cell.',
    'read_aloud',
    'The mitochondria is the powerhouse of the cell.',
  ],
  ["read aloud 'To be or not to be'", 'read_aloud', 'To be or not to be'],
  ["Please say this: Bonjour, je m'appelle Marie", 'read_aloud', "Bonjour, je m'appelle Marie"],
  [
    'Can you read this out loud? Photosynthesis happens in the chloroplasts.',
    'read_aloud',
    'Photosynthesis happens in the chloroplasts.',
  ],
  ["how do you pronounce 'photosynthesis'?", 'read_aloud', 'photosynthesis'],

  // check_plagiarism
  [
    'Check for plagiarism: The Industrial Revolution began in Britain in the late 18th century.',
    'check_plagiarism',
    'The Industrial Revolution began in Britain in the late 18th century.',
  ],
  [
    'is this plagiarised? "Energy cannot be created or destroyed."',
    'check_plagiarism',
    'Energy cannot be created or destroyed.',
  ],
  [
    'Can you check this paragraph for plagiarism: Water boils at 100 degrees Celsius at sea level.',
    'check_plagiarism',
    'Water boils at 100 degrees Celsius at sea level.',
  ],
  ['plagiarism check: 2x+3=11 is a linear equation', 'check_plagiarism', '2x+3=11 is a linear equation'],
  [
    "did I plagiarize this: 'The cell is the basic unit of life'",
    'check_plagiarism',
    'The cell is the basic unit of life',
  ],
  ['is this original? "I think, therefore I am."', 'check_plagiarism', 'I think, therefore I am.'],

  // improve_writing
  [
    'Improve this paragraph: me and him goes to the library every day.',
    'improve_writing',
    'me and him goes to the library every day.',
  ],
  ['proofread: Their going to the park tomorow.', 'improve_writing', 'Their going to the park tomorow.'],
  [
    'proofraed: Teh grammer of whats written here is bad',
    'improve_writing',
    'Teh grammer of whats written here is bad',
  ],
  [
    "Check the grammar of this sentence: 'The data shows that plants grows faster.'",
    'improve_writing',
    'The data shows that plants grows faster.',
  ],
  [
    'can you make this sound more formal: the experiment was kinda bad',
    'improve_writing',
    'the experiment was kinda bad',
  ],
  [
    'fix the spelling in this: Teh mitochondria is importent',
    'improve_writing',
    'Teh mitochondria is importent',
  ],
  [
    'improve my essay: Draw a picture of the water cycle is what the teacher asked.',
    'improve_writing',
    'Draw a picture of the water cycle is what the teacher asked.',
  ],
  ["spelling mistakes in here? 'Teh cat sat on teh mat'", 'improve_writing', 'Teh cat sat on teh mat'],
  [
    'Is this grammatically correct: "Me and him went to the shop"?',
    'improve_writing',
    'Me and him went to the shop',
  ],

  // find_sources
  ['sources on climate change', 'find_sources', 'climate change'],
  [
    'Find me references about the causes of the French Revolution',
    'find_sources',
    'causes of the French Revolution',
  ],
  ['I need sources for my essay on renewable energy', 'find_sources', 'renewable energy'],
  ['cite some sources about the Great Depression', 'find_sources', 'Great Depression'],
  ['can you find scholarly articles on CRISPR?', 'find_sources', 'CRISPR'],
  ['Where can I read more about the Cold War?', 'find_sources', 'Cold War'],
  ['give me a bibliography for the Renaissance', 'find_sources', 'Renaissance'],
  ['Find refrences on ocean acidification', 'find_sources', 'ocean acidification'],
  ['any good books or journal articles about volcanoes?', 'find_sources', 'volcanoes'],
  ['What are some good sources for my history essay?', 'find_sources', 'history'],
  ['cite this: Darwin, On the Origin of Species', 'find_sources', 'Darwin, On the Origin of Species'],

  // search_library
  ['What did my notes say about mitosis?', 'search_library', 'mitosis'],
  ['find my notes on the French Revolution', 'search_library', 'French Revolution'],
  ['What was on my last quiz?', 'search_library', 'last quiz'],
  ['show me my flashcards about enzymes', 'search_library', 'enzymes'],
  ['What did I write in my paper on climate change?', 'search_library', 'climate change'],
  ['search my library for photosynthesis', 'search_library', 'photosynthesis'],
  ['do I have any notes about the Renaissance?', 'search_library', 'Renaissance'],
  ['How did I do on my last quiz', 'search_library', 'last quiz'],
  ['what is in my notes about cells', 'search_library', 'cells'],
  ['Did I already study photosynthesis?', 'search_library', 'photosynthesis'],
  ['Show me my last quiz results', 'search_library', 'last quiz'],

  // no tool: answered from retrieval
  ['why did the Roman Empire fall?', null, ''],
  ['explain the picture painted by the poet', null, ''],
  ['who painted the picture of Dorian Gray', null, ''],
  ['what conclusions can we draw from this experiment?', null, ''],
  ['how does photosynthesis work', null, ''],
  ['what is the role of mitochondria in cellular respiration', null, ''],
  ['tell me about the water cycle', null, ''],
  ['what are the differences between mitosis and meiosis', null, ''],
  ['When did World War 2 end?', null, ''],
  ['The war lasted from 1939-1945. Why was it so long?', null, ''],
  ['How did the Industrial Revolution change cities?', null, ''],
  ['what is the capital of France', null, ''],
  ['How do I solve quadratic equations?', null, ''],
  ['who won the 1966 world cup', null, ''],
  ['Explain the causes of World War One', null, ''],
  ['summarize the main ideas of supply and demand', null, ''],
  ['why do scientists cite their sources?', null, ''],
  ["I can't draw very well, any tips for art class?", null, ''],
  ['how do vaccines work?', null, ''],
  ['Is the sun a star?', null, ''],
  ['In the poem, what does the river symbolize?', null, ''],
  ['read chapter 3 and summarize it', null, ''],
  ['what is the meaning of the green light in The Great Gatsby', null, ''],
  ['How many people lived in ancient Rome?', null, ''],
  ['What happened in 1989?', null, ''],
  ['how do I avoid plagiarism?', null, ''],
  ['how can I improve my grades?', null, ''],
  ['What did the Romans eat?', null, ''],
  ['The Treaty of Versailles was signed in 1919 after 4 years of war. Why was it harsh?', null, ''],
  ['what does the poem say about death?', null, ''],
  ['Expand on the causes of WW1', null, ''],
  ['What is the largest planet?', null, ''],
  ['What do you mean?', null, ''],
  ["what's the plot of Macbeth", null, ''],
  ['What is osmosis in plants', null, ''],
  ['COVID-19 symptoms', null, ''],
  ['Explain how x-rays work', null, ''],
  ['solve my problems', null, ''],
];

describe('routeMessage: the routing table', () => {
  it('has at least 70 rows and covers every tool and the no-tool answer', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(70);
    const tools = new Set(TABLE.map((r) => r[1]));
    for (const tool of CHAT_TOOLS) expect(tools.has(tool)).toBe(true);
    expect(tools.has(null)).toBe(true);
  });

  it.each(TABLE)('%s → %s', (message, tool, argument, count) => {
    const intent = routeMessage(message);
    expect(intent.tool).toBe(tool);
    expect(intent.argument).toBe(tool === null ? message : argument);
    expect(intent.count).toBe(count);
  });
});

describe('routeMessage', () => {
  it('gives no tool and an empty argument for an empty message', () => {
    expect(routeMessage('   ')).toEqual({ tool: null, argument: '' });
  });

  it('treats words that name object properties as plain words', () => {
    expect(routeMessage('what is a constructor')).toEqual({ tool: 'define', argument: 'constructor' });
    expect(routeMessage('toString __proto__ hasOwnProperty')).toEqual({
      tool: null,
      argument: 'toString __proto__ hasOwnProperty',
    });
  });

  it('is deterministic', () => {
    for (const [message] of TABLE) expect(routeMessage(message)).toEqual(routeMessage(message));
  });

  it('gives draw_diagram arguments the imaging engine can plan (as is, or as "diagram of …")', () => {
    for (const [message, tool] of TABLE) {
      if (tool !== 'draw_diagram') continue;
      const { argument } = routeMessage(message);
      expect(planDiagram(argument) ?? planDiagram(`diagram of ${argument}`), message).not.toBeNull();
    }
  });

  it('never leaves the command phrase, a trailing "?" or "please" in a topic', () => {
    for (const [message, tool] of TABLE) {
      if (!tool || ['read_aloud', 'check_plagiarism', 'improve_writing', 'solve_math'].includes(tool))
        continue;
      const { argument } = routeMessage(message);
      expect(argument, message).not.toMatch(/[?]$|\bplease$|^(?:quiz me|flashcards|draw|define|sources)\b/i);
    }
  });
});

describe('classify', () => {
  it('scores the tool a paraphrase names highest', () => {
    const best = (m: string) => Object.entries(classify(m)).sort((a, b) => b[1] - a[1])[0]![0] as ChatTool;
    expect(best('any flash cards to help me revise?')).toBe('make_flashcards');
    expect(best('is this copied from somewhere, is it plagiarism')).toBe('check_plagiarism');
    expect(best('can I hear this out loud')).toBe('read_aloud');
    expect(best('good articles and references for my essay')).toBe('find_sources');
  });
});
