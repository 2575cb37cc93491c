/**
 * An unknown or unpublished showroom (P6, A5: the API answers both alike): a clear page that
 * says so, without the dealer's header (there is no showroom to take it from).
 */
import { FullPageMessage } from '../../ui/FullPageMessage';
import { IconShirt } from '../../ui/icons';

export function ShowroomNotFound({ dealerCode }: { dealerCode: string }) {
  return (
    <FullPageMessage title="Showroom not found" icon={<IconShirt size={24} />}>
      <p>
        There is no open showroom at <strong className="mono">{dealerCode.toUpperCase()}</strong>. It may not be
        published yet, or the link has a typo.
      </p>
      <p>Check the link your dealer sent you, or ask them for a new one.</p>
    </FullPageMessage>
  );
}
