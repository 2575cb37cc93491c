/** One logo in the project's Logos panel (ProjectLogosPanel.tsx): its project logos and the visitors'. */
import type { ReactNode } from 'react';
import type { LogoThumb_LogoFragment } from '../../gql/graphql';
import { formatBytes } from '../../lib/files';

/** One logo of the panel: thumbnail, name (with a 'Default' badge), size, `children`, `actions`. */
export function ProjectLogoRow({
  logo,
  isDefault = false,
  actions,
  children,
}: {
  logo: LogoThumb_LogoFragment;
  isDefault?: boolean;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={`project-logo${isDefault ? ' project-logo--default' : ''}`} aria-label={logo.name}>
      <span className="logo-thumb__image project-logo__image">
        <img src={logo.url} alt="" />
      </span>
      <div className="project-logo__text">
        <div className="project-logo__title">
          <span className="logo-thumb__name" title={logo.filename}>
            {logo.name}
          </span>
          {isDefault ? <span className="badge badge--accent">Default</span> : null}
        </div>
        <span className="logo-thumb__meta">
          {formatBytes(logo.byteSize)}
          {logo.width && logo.height ? ` · ${logo.width}×${logo.height}` : ''}
        </span>
        {children}
      </div>
      <div className="project-logo__actions">{actions}</div>
    </li>
  );
}
