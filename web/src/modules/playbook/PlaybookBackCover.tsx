/**
 * The Back Cover of a playbook (P3): the team and its three colours by name;
 * how to order, and from whom: the dealer's name, phone and email (as the dealer chose to show
 * them), the playbook's address and a QR code to it, on the team's colours.
 */
import type { PlaybookPage_PlaybookFragment } from '../../gql/graphql';
import { projectPaths } from '../../lib/urls';
import { QrCode } from '../../ui/QrCode';

export function PlaybookBackCover({ playbook }: { playbook: PlaybookPage_PlaybookFragment }) {
  const link = `${window.location.origin}${projectPaths('PLAYBOOK', playbook.dealerCode, playbook.id).home}`;
  const { dealer } = playbook;
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
        <div className="pb-back__order">
          <p className="pb-back__cta">Ready to gear up?</p>
          <p className="pb-back__text">
            Customise any product online, add it to your locker with sizes and player names, and request a quote from
            your team dealer.
          </p>
          <div className="pb-back__dealer" data-testid="back-cover-dealer">
            <strong>{dealer.name || 'Your team dealer'}</strong>
            {dealer.phone ? <span>{dealer.phone}</span> : null}
            {dealer.email ? <span>{dealer.email}</span> : null}
            <span className="pb-back__link">{link}</span>
          </div>
        </div>
        <QrCode className="pb-back__qr" value={link} size={104} label={`QR code of ${link}`} />
      </div>
    </div>
  );
}
