import { describe, expect, it } from 'vitest';
import { cardSignals, type CardState } from './card-signals';

const drawn: CardState = {
  loaded: true,
  notFound: false,
  loadError: null,
  snapshots: ['READY', 'READY'],
  imagesSettled: true,
  imagesFailed: 0,
};

describe('a link card page’s signals', () => {
  it('is ready once every picture drew and loaded', () => {
    expect(cardSignals(drawn)).toEqual({ ready: true, error: null });
    expect(cardSignals({ ...drawn, snapshots: [] })).toEqual({ ready: true, error: null });
  });

  it('waits while a snapshot is drawn or an image loads', () => {
    expect(cardSignals({ ...drawn, snapshots: ['READY', 'PENDING'] })).toEqual({ ready: false, error: null });
    expect(cardSignals({ ...drawn, imagesSettled: false })).toEqual({ ready: false, error: null });
    expect(cardSignals({ ...drawn, loaded: false })).toEqual({ ready: false, error: null });
  });

  it('is a failure, never ready, when a picture failed: a snapshot FAILED or an image did not load', () => {
    expect(cardSignals({ ...drawn, snapshots: ['READY', 'FAILED'] })).toEqual({
      ready: false,
      error: 'PICTURE_FAILED',
    });
    expect(cardSignals({ ...drawn, imagesFailed: 1 })).toEqual({ ready: false, error: 'PICTURE_FAILED' });
  });

  it('says NOT_FOUND or the load error', () => {
    expect(cardSignals({ ...drawn, loaded: false, notFound: true })).toEqual({ ready: false, error: 'NOT_FOUND' });
    expect(cardSignals({ ...drawn, loaded: false, loadError: 'Network error' })).toEqual({
      ready: false,
      error: 'Network error',
    });
  });
});
