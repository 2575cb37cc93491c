/**
 * The dealer header of a showroom (P6, D3; original section 2: "the dealer header shows only for
 * showrooms"): the dealer's header colour behind its logo and name, its header message, and
 * ways to reach it (phone, email). The colour defaults to the settings' default.
 */
import { graphql } from '../../gql';
import type { ShowroomDealerHeader_ShowroomFragment } from '../../gql/graphql';
import { readableTextOn } from '../../lib/color';
import { colorOrDefault } from '../settings/settings-form';
import '../../styles/showroom.css';

export const ShowroomDealerHeader_showroom = graphql(`
  fragment ShowroomDealerHeader_showroom on Showroom {
    dealer {
      name
      headerColor
      headerMessage
      logoUrl
      phone
      email
    }
  }
`);

export function ShowroomDealerHeader({ showroom }: { showroom: ShowroomDealerHeader_ShowroomFragment }) {
  const { dealer } = showroom;
  const background = colorOrDefault(dealer.headerColor);
  const color = readableTextOn(background);
  return (
    <section className="dealer-header" style={{ background, color }} aria-label="Your dealer">
      <div className="dealer-header__inner">
        {dealer.logoUrl ? (
          <img
            className="dealer-header__logo"
            src={dealer.logoUrl}
            alt={dealer.name ? `${dealer.name} logo` : 'Dealer logo'}
          />
        ) : null}
        {dealer.name ? <strong className="dealer-header__name">{dealer.name}</strong> : null}
        {dealer.headerMessage ? <span className="dealer-header__message">{dealer.headerMessage}</span> : null}
        {dealer.phone || dealer.email ? (
          <span className="dealer-header__contact">
            {dealer.phone ? (
              <a href={`tel:${dealer.phone.replace(/[^+0-9]/g, '')}`} style={{ color }}>
                {dealer.phone}
              </a>
            ) : null}
            {dealer.email ? (
              <a href={`mailto:${dealer.email}`} style={{ color }}>
                {dealer.email}
              </a>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  );
}
