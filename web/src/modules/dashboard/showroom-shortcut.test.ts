import { describe, expect, it } from 'vitest';
import { showroomShortcut } from './showroom-shortcut';

describe('showroomShortcut (D1, P6)', () => {
  it('leads to the set-up until the showroom is published, then to the showroom', () => {
    expect(showroomShortcut(null)).toMatchObject({ to: '/dashboard/showroom', title: 'Set up Showroom' });
    expect(showroomShortcut({ dealerCode: 'DEMO01', visibility: 'PRIVATE' })).toMatchObject({
      to: '/dashboard/showroom',
      title: 'Finish Showroom',
    });
    expect(showroomShortcut({ dealerCode: 'DEMO01', visibility: 'PUBLISHED' })).toMatchObject({
      to: '/showrooms/DEMO01/',
      title: 'Open Showroom',
    });
  });
});
