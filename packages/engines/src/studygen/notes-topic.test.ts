import { describe, expect, it } from 'vitest';
import { notesTopic } from './notes-topic.ts';
import { readNote } from './test-helpers.ts';

describe('notesTopic', () => {
  it('names notes by their first heading', () => {
    expect(notesTopic(readNote('water-cycle'))).toBe('The Water Cycle');
    expect(notesTopic(readNote('newtons-laws'))).toBe("Newton's Laws of Motion");
    expect(notesTopic('# Photosynthesis\n\nPlants make glucose from light, water and carbon dioxide.')).toBe(
      'Photosynthesis',
    );
  });

  it('skips headings that only say where a part starts', () => {
    const text = 'Lecture notes\n\nVolcanoes\n\nA volcano is an opening in the crust where magma escapes.';
    expect(notesTopic(text)).toBe('Volcanoes');
  });

  it('falls back to the noun phrase the most sentences mention', () => {
    const text = [
      'A glacier is a large mass of ice that moves slowly over land.',
      'Each glacier forms where more snow falls than melts over many years.',
      'As it moves, a glacier carves valleys into the rock below.',
      'Rivers of meltwater flow out from the front of a glacier in summer.',
    ].join(' ');
    expect(notesTopic(text)?.toLowerCase()).toBe('glacier');
  });

  it('prefers the more specific phrase when two are repeated as often', () => {
    const text = [
      'The water cycle moves water between the land, the oceans and the air.',
      'Evaporation turns liquid water into water vapour when the sun heats oceans and lakes.',
      'Runoff is water that flows over the ground into rivers, lakes and the sea.',
      'The sun provides the energy that drives the water cycle.',
    ].join(' ');
    expect(notesTopic(text)).toBe('Water cycle');
  });

  it('is undefined when the notes name nothing', () => {
    expect(notesTopic('ok ok ok')).toBeUndefined();
  });
});
