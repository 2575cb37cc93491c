/**
 * Where the showroom shortcut of Get Started leads (D1, P6): the set-up (`/dashboard/showroom`)
 * until the showroom is published, then the showroom itself (its public address).
 */
export function showroomShortcut(showroom: { dealerCode: string; visibility: string } | null): {
  to: string;
  title: string;
  text: string;
} {
  if (!showroom)
    return {
      to: '/dashboard/showroom',
      title: 'Set up Showroom',
      text: 'A storefront for a school or team in its colours.',
    };
  if (showroom.visibility !== 'PUBLISHED')
    return {
      to: '/dashboard/showroom',
      title: 'Finish Showroom',
      text: 'Your showroom is a draft: publish it when it is ready.',
    };
  return {
    to: `/showrooms/${showroom.dealerCode}/`,
    title: 'Open Showroom',
    text: 'Your customer’s storefront, as visitors see it.',
  };
}
