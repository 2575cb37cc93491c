/**
 * The dealer's order webhook (D10): its URL, the signing secret shown once after it is created or
 * rotated, and how deliveries are signed and retried.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { graphql } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';

const OrderWebhookDocument = graphql(`
  query OrderWebhook {
    orderWebhook {
      url
      hasSecret
      secretHint
      secretCreatedAt
    }
  }
`);

const SetOrderWebhookDocument = graphql(`
  mutation SetOrderWebhook($url: String, $rotateSecret: Boolean) {
    setOrderWebhook(url: $url, rotateSecret: $rotateSecret) {
      secret
      settings {
        url
        hasSecret
        secretHint
        secretCreatedAt
      }
    }
  }
`);

const webhookSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'Use at most 2000 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Enter an http or https URL'),
});
type WebhookValues = z.infer<typeof webhookSchema>;

/** The webhook URL form and the signing secret (shown once after it is created or rotated). */
export function WebhookCard() {
  const { data, error, refetch } = useQuery(OrderWebhookDocument);
  const [save, { loading: saving }] = useMutation(SetOrderWebhookDocument);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const settings = data?.orderWebhook;
  const { register, handleSubmit, reset, setError, formState } = useForm<WebhookValues>({
    resolver: zodResolver(webhookSchema),
    defaultValues: { url: '' },
  });
  useEffect(() => {
    if (settings) reset({ url: settings.url ?? '' });
  }, [settings, reset]);

  const submit = async (url: string | null, rotateSecret: boolean) => {
    try {
      const r = await save({ variables: { url, rotateSecret } });
      const payload = r.data?.setOrderWebhook;
      if (!payload) throw new Error('No settings returned');
      if (payload.secret) setNewSecret(payload.secret);
      await refetch();
      toast.success(rotateSecret ? 'Signing secret rotated' : 'Information updated.');
    } catch (e) {
      const fields = fieldErrors(e);
      if (fields.url) setError('url', { type: 'server', message: fields.url });
      else toast.error(errorMessage(e, 'An error has occurred'));
    }
  };

  const onSubmit = handleSubmit((values) => submit(values.url.trim() || null, false));

  return (
    <Card>
      <h2 className="card__title">Order webhook</h2>
      {error && !data ? (
        <ErrorState title="Could not load the webhook settings" onRetry={() => void refetch()} />
      ) : !settings ? (
        <Skeleton height={80} />
      ) : (
        <div className="webhook-form">
          <form className="webhook-form__row" onSubmit={(e) => void onSubmit(e)} noValidate>
            <TextField
              label="Webhook URL"
              type="url"
              inputMode="url"
              placeholder="https://orders.example.com/tas"
              hint="Each order is POSTed here as JSON. Leave empty to turn order sync off."
              error={formState.errors.url?.message}
              {...register('url')}
            />
            <Button variant="primary" type="submit" loading={saving && !rotating}>
              Save
            </Button>
          </form>
          <p className="cell-sub" style={{ margin: 0 }}>
            Requests carry <span className="mono">X-TAS-Signature: sha256=&lt;HMAC-SHA256 of the body&gt;</span> keyed
            with your signing secret, and an <span className="mono">Idempotency-Key</span> that stays the same on
            retries. Failed deliveries are retried with increasing delays.
          </p>
          <div className="row" style={{ flexWrap: 'wrap', gap: 8 }}>
            <span className="cell-sub">
              Signing secret:{' '}
              {settings.hasSecret ? <span className="mono">{settings.secretHint}</span> : 'created when you save a URL'}
            </span>
            {settings.hasSecret ? (
              <Button
                size="sm"
                variant="ghost"
                loading={rotating}
                onClick={() => {
                  setRotating(true);
                  void submit(settings.url ?? null, true).finally(() => setRotating(false));
                }}
              >
                Rotate secret
              </Button>
            ) : null}
          </div>
          {newSecret ? (
            <div className="secret-box" role="status">
              <strong>Copy your signing secret now. It will not be shown again.</strong>
              <code data-testid="webhook-secret">{newSecret}</code>
              <div className="row" style={{ gap: 8 }}>
                <Button
                  size="sm"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(newSecret)
                      .then(() => toast.success('Copied'))
                      .catch(() => toast.error('Could not copy'))
                  }
                >
                  Copy
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setNewSecret(null)}>
                  Done
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}
