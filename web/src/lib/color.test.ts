import { describe, expect, it } from 'vitest';
import { distinctColors, readableTextOn } from './color';

describe('readableTextOn', () => {
  it('puts dark text on light colours and white text on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#111827');
    expect(readableTextOn('#f5c518')).toBe('#111827');
    expect(readableTextOn('#1f2a44')).toBe('#ffffff');
    expect(readableTextOn('#9e1b32')).toBe('#ffffff');
  });

  it('answers white for anything that is not #rrggbb', () => {
    expect(readableTextOn('red')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#ffffff');
  });
});

describe('distinctColors', () => {
  const table = [
    { id: '4', name: 'Forest', hex: '#154734', palette: 'STOCK' },
    { id: '25', name: 'White', hex: '#FFFFFF', palette: 'STOCK' },
    { id: '38', name: 'Forest', hex: '#154734', palette: 'SUBLIMATION' },
    { id: '33', name: 'White', hex: '#ffffff', palette: 'SUBLIMATION' },
    { id: '64', name: 'Cream', hex: '#F3E5C0', palette: 'SUBLIMATION' },
    { id: '70', name: 'Forest', hex: '#123456', palette: 'SUBLIMATION' },
  ];

  it('lists each colour once, the first of its twins, in table order', () => {
    expect(distinctColors(table).map((c) => c.id)).toEqual(['4', '25', '64', '70']);
  });

  it('lists a kept twin in place of the first one', () => {
    expect(distinctColors(table, ['38']).map((c) => c.id)).toEqual(['38', '25', '64', '70']);
  });

  it('keeps the first twin when both are kept', () => {
    expect(distinctColors(table, ['4', '38']).map((c) => c.id)).toEqual(['4', '25', '64', '70']);
  });
});
