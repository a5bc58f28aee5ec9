/**
 * English function words, dropped before k-grams are formed: copying rarely changes them, and
 * leaving them in would let "of the United States of the" style filler make k-grams match.
 * Contractions appear without their apostrophe, as tokenize() folds them.
 */
const WORDS = `
a about above after again against all also am an and any are as at be because been before being
below between both but by can cannot could did do does doing done down during each either else
ever every few for from further had has have having he her here hers herself him himself his how
however i if in into is it its itself just least less many may me might more most much must my
myself neither no nor not now of off often on once one only or other others otherwise ought our
ours ourselves out over own per rather same shall she should since so some such than that the
their theirs them themselves then there therefore these they this those though through thus to
too under until unto up upon us very was we were what whatever when whenever where whether which
while who whom whose why will with within without would yet you your yours yourself yourselves
mr mrs ms dr aint arent cant couldnt didnt doesnt dont hadnt hasnt havent hes id ill im isnt ive lets shant
shes shouldnt thats theres theyd theyll theyre theyve wasnt wed well were weve whats wont wouldnt
youd youll youre youve
`;

export const STOPWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
