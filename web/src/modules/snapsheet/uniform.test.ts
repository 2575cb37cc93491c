import { describe, expect, it } from 'vitest';
import { garmentPart, matchingOptions, matchingPieces, offersUniformModal, sportOfName } from './uniform';

describe('the snapsheet uniform modal (section 2, P5)', () => {
  it('opens for the first uniform only', () => {
    expect(offersUniformModal([], 'UNIFORM')).toBe(true);
    expect(offersUniformModal(['SPIRITWEAR', 'COACHES'], 'UNIFORM')).toBe(true);
    expect(offersUniformModal(['UNIFORM'], 'UNIFORM')).toBe(false);
    expect(offersUniformModal([], 'SPIRITWEAR')).toBe(false);
  });

  it('reads the sport from the style name, whole words, the longest name first', () => {
    const sports = [
      { id: 'fsg-football', name: 'Football' },
      { id: 'fsg-basketball', name: 'Basketball' },
      { id: 'fsg-track', name: 'Track' },
      { id: 'x', name: 'Track Relay' },
    ];
    expect(sportOfName('Pro Crew Basketball Jersey', sports)?.id).toBe('fsg-basketball');
    expect(sportOfName('Sublimated Football Game Pant', sports)?.id).toBe('fsg-football');
    expect(sportOfName('Track Relay Singlet', sports)?.id).toBe('x');
    expect(sportOfName('Trackside Tee', sports)).toBeNull();
    expect(sportOfName('Fleece Hoodie', sports)).toBeNull();
  });

  it('tells tops from bottoms', () => {
    expect(garmentPart('jersey-crew')).toBe('top');
    expect(garmentPart('jersey-reversible')).toBe('top');
    expect(garmentPart('shorts')).toBe('bottom');
    expect(garmentPart('pants')).toBe('bottom');
  });

  it('ticks the first complementary piece of the same brand and gender and lists it first', () => {
    const s = (styleId: string, brand: string, genders: string[], garment: string) => ({
      styleId,
      brand,
      genders,
      garment: { id: garment },
    });
    const jersey = s('CG2100', 'chromagear', ['MEN'], 'jersey-crew');
    const pieces = matchingPieces(jersey, [
      s('BA5100', 'badger', ['MEN'], 'shorts'),
      jersey,
      s('CG2100Y', 'chromagear', ['YOUTH'], 'jersey-crew'),
      s('CG2200Y', 'chromagear', ['YOUTH'], 'shorts'),
      s('CG2200', 'chromagear', ['MEN'], 'shorts'),
      s('CG2170', 'chromagear', ['MEN'], 'jersey-reversible'),
    ]);
    expect(pieces.map((p) => [p.piece.styleId, p.suggested])).toEqual([
      ['CG2200', true],
      ['CG2170', false],
      ['CG2100Y', false],
      ['CG2200Y', false],
      ['BA5100', false],
    ]);
  });

  it('dresses a piece in the uniform colour family and layout when it has them', () => {
    const piece = {
      variants: [
        { id: 'v1', color: { family: 'Navy' } },
        { id: 'v2', color: { family: 'Red' } },
        { id: 'v3', color: { family: 'Red' } },
      ],
      designs: [
        { id: 'd1', code: '501A' },
        { id: 'd2', code: '502B' },
      ],
    };
    expect(matchingOptions({ colorFamily: 'Red', designCode: '502B' }, piece)).toEqual({
      variantId: 'v2',
      designId: 'd2',
    });
    expect(matchingOptions({ colorFamily: 'Gold', designCode: '509J' }, piece)).toEqual({
      variantId: null,
      designId: null,
    });
    expect(matchingOptions({ colorFamily: null, designCode: null }, piece)).toEqual({
      variantId: null,
      designId: null,
    });
  });
});
