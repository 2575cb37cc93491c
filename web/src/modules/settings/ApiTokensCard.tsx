import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ApiTokensQuery } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { TextField, TextInput } from '../../ui/Field';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { IconBadge, IconCheck, IconPlus, IconTrash } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ApiTokensDocument } from './settings-documents';
import { SETTINGS_SAVED_MESSAGE, tokenNameSchema, type TokenNameValues } from './settings-form';
import { TableScroll } from '../../ui/TableScroll';

type ApiTokenItem = NonNullable<ApiTokensQuery['me']>['apiTokens'][number];

const CreateApiTokenDocument = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      token
      apiToken {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

const RevokeApiTokenDocument = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const formatWhen = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : 'Never');

/** Copies text; falls back to a hidden textarea where the Clipboard API is unavailable. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** API tokens (A7): list, create (the value shown once, with a copy button) and revoke. */
export function ApiTokensCard() {
  const { data, loading, error, refetch } = useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [createOpen, setCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenItem | null>(null);
  const [revoke, { loading: revokeBusy }] = useMutation(RevokeApiTokenDocument);
  const tokens = data?.me?.apiTokens;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toast.success(SETTINGS_SAVED_MESSAGE);
      setRevoking(null);
      await refetch();
    } catch (e) {
      toast.error(errorMessage(e, 'Error'));
    }
  };

  return (
    <Card
      title="API tokens"
      padded={false}
      className="settings-flush"
      actions={
        <Button size="sm" variant="primary" icon={<IconPlus size={14} />} onClick={() => setCreateOpen(true)}>
          New token
        </Button>
      }
    >
      <p className="muted settings-intro settings-intro--padded">
        For automation: send <span className="mono">Authorization: Bearer &lt;token&gt;</span> to the GraphQL API.
      </p>
      {error && !tokens ? (
        <ErrorState title="Could not load API tokens" onRetry={() => void refetch()} />
      ) : !tokens ? (
        loading ? (
          <div className="settings-skeleton" aria-busy="true" aria-label="Loading API tokens">
            <Skeleton height={14} />
            <Skeleton height={14} />
          </div>
        ) : null
      ) : tokens.length === 0 ? (
        <EmptyState icon={<IconBadge size={22} />} title="No API tokens">
          Create one to connect your own tools.
        </EmptyState>
      ) : (
        <TableScroll label="API tokens">
          <table className="table table--cards" aria-label="API tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>
                    <div className="cell-title">{t.name}</div>
                  </td>
                  <td data-label="Created" className="muted">
                    {formatWhen(t.createdAt)}
                  </td>
                  <td data-label="Last used" className="muted">
                    {formatWhen(t.lastUsedAt)}
                  </td>
                  <td>
                    <div className="row-actions">
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={<IconTrash size={14} />}
                        aria-label={`Revoke ${t.name}`}
                        onClick={() => setRevoking(t)}
                      >
                        Revoke
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <CreateTokenDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={() => void refetch()} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API token"
        confirmLabel="Revoke token"
        busy={revokeBusy}
        onConfirm={() => void confirmRevoke()}
      >
        Revoke <strong>{revoking?.name}</strong>? Anything using it stops working at once.
      </ConfirmDialog>
    </Card>
  );
}

function CreateTokenDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const [create, { loading }] = useMutation(CreateApiTokenDocument);
  const [token, setToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, reset, setError, formState } = useForm<TokenNameValues>({
    resolver: zodResolver(tokenNameSchema),
    defaultValues: { name: '' },
  });

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      // Forget the value: it is shown once only.
      setToken(null);
      setCopied(false);
      reset({ name: '' });
    }
  };

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const result = await create({ variables: { name } });
      const value = result.data?.createApiToken.token;
      if (!value) throw new Error('No token returned');
      setToken(value);
      onCreated();
    } catch (error) {
      const message = fieldErrors(error)['name'];
      if (message) setError('name', { type: 'server', message });
      else toast.error(errorMessage(error, 'Error'));
    }
  });

  const copy = async () => {
    if (!token) return;
    await copyText(token);
    setCopied(true);
    toast.success('Token copied');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={token ? 'Copy your new token' : 'New API token'}
      size="md"
      footer={
        token ? (
          <Button variant="primary" onClick={() => close(false)}>
            Done
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form="api-token-form" loading={loading}>
              Create token
            </Button>
          </>
        )
      }
    >
      {token ? (
        <div className="stack">
          <p className="token-notice" role="status">
            This is the only time the token is shown. Copy it now and keep it somewhere safe.
          </p>
          <div className="token-reveal">
            <TextInput
              readOnly
              value={token}
              aria-label="New API token"
              className="mono"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button icon={copied ? <IconCheck size={16} /> : undefined} onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      ) : (
        <form id="api-token-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label="Token name"
            placeholder="e.g. Order export script"
            autoFocus
            error={formState.errors.name?.message}
            {...register('name')}
          />
        </form>
      )}
    </Dialog>
  );
}
