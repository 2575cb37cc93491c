import { describe, expect, it } from 'vitest';
import { colorChoices } from './ColorPickers';

const stock = [
  { id: '4', name: 'Forest', hex: '#154734', palette: 'STOCK' },
  { id: '7', name: 'Athletic Gold', hex: '#FFB81C', palette: 'STOCK' },
  { id: '25', name: 'White', hex: '#FFFFFF', palette: 'STOCK' },
  { id: '23', name: 'Black', hex: '#000000', palette: 'STOCK' },
];
const sublimation = [
  { id: '33', name: 'White', hex: '#FFFFFF', palette: 'SUBLIMATION' },
  { id: '38', name: 'Forest', hex: '#154734', palette: 'SUBLIMATION' },
  { id: '41', name: 'Athletic Gold', hex: '#FFB81C', palette: 'SUBLIMATION' },
  { id: '64', name: 'Cream', hex: '#F3E5C0', palette: 'SUBLIMATION' },
];
const all = [...stock, ...sublimation];

describe('colorChoices (one entry per colour)', () => {
  it('lists a chosen stock colour in place of its sublimation twin, once and unmarked', () => {
    const options = colorChoices(sublimation, all, ['4', '7', null]);
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['33', 'White'],
      ['4', 'Forest'],
      ['7', 'Athletic Gold'],
      ['64', 'Cream'],
    ]);
  });

  it('lists both ids when both twins are chosen, the outside one first and marked', () => {
    const options = colorChoices(sublimation, all, ['38', '4']);
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['4', 'Forest (stock)'],
      ['33', 'White'],
      ['38', 'Forest'],
      ['41', 'Athletic Gold'],
      ['64', 'Cream'],
    ]);
  });

  it('leads with a chosen colour the palette lacks and names an unknown id', () => {
    const options = colorChoices(stock, all, ['64', '999', '25']);
    expect(options.map((o) => [o.value, o.label, o.hex])).toEqual([
      ['64', 'Cream (sublimation)', '#F3E5C0'],
      ['999', 'Colour 999', '#d4d4d8'],
      ['4', 'Forest', '#154734'],
      ['7', 'Athletic Gold', '#FFB81C'],
      ['25', 'White', '#FFFFFF'],
      ['23', 'Black', '#000000'],
    ]);
  });
});
