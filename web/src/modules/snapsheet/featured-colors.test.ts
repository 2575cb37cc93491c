import { describe, expect, it } from 'vitest';
import { colorFamilies, familyLabel, featuredFamily } from './featured-colors';

const c = (id: string, name: string, family: string) => ({ id, name, hex: '#000000', family });

describe('featured colour families (P5)', () => {
  const colors = [
    c('19', 'Navy', 'Navy'),
    c('13', 'Cardinal', 'Red'),
    c('25', 'White', 'White'),
    c('1', 'Scarlet', 'Red'),
    c('2', 'Royal', 'Blue'),
    c('11', 'Columbia Blue', 'Blue'),
  ];

  it('gives one swatch per family, in first-seen order, standing for its first colour', () => {
    const families = colorFamilies(colors);
    expect(families.map((f) => [f.family, f.color.id])).toEqual([
      ['Navy', '19'],
      ['Red', '13'],
      ['White', '25'],
      ['Blue', '2'],
    ]);
    expect(families[1]!.colors.map((x) => x.name)).toEqual(['Cardinal', 'Scarlet']);
  });

  it('names a family with its colours', () => {
    const [navy, red, , blue] = colorFamilies(colors);
    expect(familyLabel(navy!)).toBe('Navy');
    expect(familyLabel(red!)).toBe('Red (Cardinal, Scarlet)');
    expect(familyLabel(blue!)).toBe('Blue (Royal, Columbia Blue)');
  });

  it('reads the featured family from the featured colour', () => {
    expect(featuredFamily({ family: 'Red' })).toBe('Red');
    expect(featuredFamily(null)).toBeNull();
  });
});
