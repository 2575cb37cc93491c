/**
 * The Back Cover of a playbook (P3): the team and its three colours by name, and how to order
 * through the dealer, on the team's colours.
 */
import type { PlaybookPage_PlaybookFragment } from '../../gql/graphql';

export function PlaybookBackCover({ playbook }: { playbook: PlaybookPage_PlaybookFragment }) {
  return (
    <div className="pb-back">
      <div className="pb-back__top">
        {playbook.defaultLogo ? <img className="pb-back__logo" src={playbook.defaultLogo.url} alt="" /> : null}
        <p className="pb-back__team">{playbook.teamName}</p>
        <ul className="pb-back__colors" aria-label="Team colours">
          {playbook.colors.map((c, i) => (
            <li key={`${c.id}-${i}`}>
              <span className="pb-back__swatch" style={{ background: c.hex }} aria-hidden="true" />
              {c.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="pb-back__bottom">
        <p className="pb-back__cta">Ready to gear up?</p>
        <p className="pb-back__text">
          Customise any product online, add it to your locker with sizes and player names, and request a quote from your
          team dealer.
        </p>
        <p className="pb-back__dealer">
          Team dealer <strong>{playbook.dealerCode}</strong>
        </p>
      </div>
    </div>
  );
}
