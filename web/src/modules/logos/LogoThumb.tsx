/**
 * A logo in a list (D6): thumbnail (or a file icon for plain uploads), name, size in
 * Bytes/KB/MB/GB, types, and an optional remove action.
 */
import { graphql } from '../../gql';
import type { LogoThumb_LogoFragment } from '../../gql/graphql';
import { formatBytes } from '../../lib/files';
import { IconFile, IconTrash } from '../../ui/icons';
import '../../styles/logos.css';

export const LogoThumb_logo = graphql(`
  fragment LogoThumb_logo on Logo {
    id
    name
    filename
    url
    kind
    contentType
    byteSize
    width
    height
    types
  }
`);

export function LogoThumb({
  logo,
  onRemove,
  removeLabel = 'Remove',
  busy = false,
}: {
  logo: LogoThumb_LogoFragment;
  onRemove?: () => void;
  removeLabel?: string;
  busy?: boolean;
}) {
  return (
    <li className="logo-thumb">
      <span className="logo-thumb__image">
        {logo.kind === 'IMAGE' ? <img src={logo.url} alt="" /> : <IconFile size={22} aria-hidden="true" />}
      </span>
      <span className="logo-thumb__text">
        <span className="logo-thumb__name" title={logo.filename}>
          {logo.kind === 'IMAGE' ? (
            logo.name
          ) : (
            <a href={logo.url} download={logo.filename}>
              {logo.name}
            </a>
          )}
        </span>
        <span className="logo-thumb__meta">
          {formatBytes(logo.byteSize)}
          {logo.width && logo.height ? ` · ${logo.width}×${logo.height}` : ''}
          {logo.types.length ? ` · ${logo.types.join(', ')}` : ''}
          {logo.kind === 'FILE' ? ' · file' : ''}
        </span>
      </span>
      {onRemove ? (
        <button
          type="button"
          className="icon-btn"
          aria-label={`${removeLabel} ${logo.name}`}
          title={removeLabel}
          onClick={onRemove}
          disabled={busy}
        >
          <IconTrash size={16} />
        </button>
      ) : null}
    </li>
  );
}
