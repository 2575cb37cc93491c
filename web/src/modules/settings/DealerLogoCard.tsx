import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { LogoThumb_LogoFragment, MySettings_DealerFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatBytes } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { IconImage, IconTrash, IconUpload } from '../../ui/icons';
import { LogoUploadDialog } from '../logos/LogoUploadDialog';
import { SETTINGS_SAVED_MESSAGE } from './settings-form';

const SetDealerLogoDocument = graphql(`
  mutation SetDealerLogo($logoId: ID) {
    setDealerLogo(logoId: $logoId) {
      ...MySettings_dealer
    }
  }
`);

/**
 * Dealer logo (D3, D6 rules): upload a jpg, png or svg up to 5 MB through the upload modal (crop
 * step, then edit step), or clear it.
 */
export function DealerLogoCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const [uploadOpen, setUploadOpen] = useState(false);
  const [busy, setBusy] = useState<'upload' | 'clear' | null>(null);
  const [setDealerLogo] = useMutation(SetDealerLogoDocument);

  const onUploaded = async (logo: LogoThumb_LogoFragment) => {
    setBusy('upload');
    try {
      await setDealerLogo({ variables: { logoId: logo.id } });
      toast.success(SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, 'Error trying to update logo'));
    } finally {
      setBusy(null);
    }
  };

  const clear = async () => {
    setBusy('clear');
    try {
      await setDealerLogo({ variables: { logoId: null } });
      toast.success(SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, 'Error trying to update logo'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Dealer logo">
      <div className="logo-setting">
        <div className="logo-setting__preview">
          {dealer.logo ? <img src={dealer.logo.url} alt="Dealer logo" /> : <IconImage size={28} aria-label="No logo" />}
        </div>
        <div className="logo-setting__body">
          {dealer.logo ? (
            <p className="cell-title logo-setting__name">
              {dealer.logo.filename} <span className="muted">({formatBytes(dealer.logo.byteSize)})</span>
            </p>
          ) : (
            <p className="muted">No logo yet. It appears in your showroom and projects.</p>
          )}
          <p className="field__hint">JPG, PNG or SVG, up to 5 MB.</p>
          <div className="row">
            <Button
              icon={<IconUpload size={16} />}
              loading={busy === 'upload'}
              disabled={busy !== null}
              onClick={() => setUploadOpen(true)}
            >
              {dealer.logo ? 'Replace logo' : 'Upload logo'}
            </Button>
            {dealer.logo ? (
              <Button
                variant="ghost"
                icon={<IconTrash size={16} />}
                loading={busy === 'clear'}
                disabled={busy !== null}
                onClick={() => void clear()}
              >
                Remove logo
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <LogoUploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        title="Upload dealer logo"
        imagesOnly
        announce={false}
        onUploaded={(logo) => void onUploaded(logo)}
      />
    </Card>
  );
}
