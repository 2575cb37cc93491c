import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { checkLogoFile, formatBytes, LOGO_ACCEPT, readFileAsDataUrl } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { IconImage, IconTrash, IconUpload } from '../../ui/icons';
import { SETTINGS_SAVED_MESSAGE } from './settings-form';

const SettingsUploadLogoDocument = graphql(`
  mutation SettingsUploadLogo($input: UploadLogoInput!) {
    uploadLogo(input: $input) {
      id
    }
  }
`);

const SetDealerLogoDocument = graphql(`
  mutation SetDealerLogo($logoId: ID) {
    setDealerLogo(logoId: $logoId) {
      ...MySettings_dealer
    }
  }
`);

/** Dealer logo (D3, D6 rules): upload a jpg, png or svg up to 5 MB, or clear it. */
export function DealerLogoCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'clear' | null>(null);
  const [uploadLogo] = useMutation(SettingsUploadLogoDocument);
  const [setDealerLogo] = useMutation(SetDealerLogoDocument);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const check = checkLogoFile(file);
    if (!check.ok) {
      toast.error(check.message);
      return;
    }
    setBusy('upload');
    try {
      const content = await readFileAsDataUrl(file);
      const uploaded = await uploadLogo({ variables: { input: { filename: file.name, content } } });
      const logoId = uploaded.data?.uploadLogo.id;
      if (!logoId) throw new Error('No logo returned');
      await setDealerLogo({ variables: { logoId } });
      toast.success(SETTINGS_SAVED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, 'Error trying to update logo'));
    } finally {
      setBusy(null);
      if (inputRef.current) inputRef.current.value = '';
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
            <input
              ref={inputRef}
              type="file"
              accept={LOGO_ACCEPT}
              className="visually-hidden"
              aria-label="Logo file"
              tabIndex={-1}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button
              icon={<IconUpload size={16} />}
              loading={busy === 'upload'}
              disabled={busy !== null}
              onClick={() => inputRef.current?.click()}
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
    </Card>
  );
}
