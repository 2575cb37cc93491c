/**
 * A playbook's page (P3), read-only: header with title, team, colours, template and logo; the
 * Cover and Index when `showCoverAndIndex`; then each sport in order with catalog products of
 * that sport, drawn in the team colours (snapshots polled while rendering), with customer
 * prices when `showPrices`. The create flow (D8) opens it in create mode. In dealer mode the
 * header shows the status and who may open it, with 'Publish' (P4); a visitor opening a draft or
 * an unknown id gets the not-found state (A5).
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import { errorCode } from '../lib/errors';
import { formatCents } from '../lib/money';
import { usePollWhile } from '../lib/use-poll-while';
import { useDealerMode } from '../lib/use-session';
import { ProjectPublish } from '../modules/project/ProjectPublish';
import { anyPending, SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconArrowLeft, IconBook, IconCheck } from '../ui/icons';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import '../modules/create-project/playbook-page.css';

const PRODUCTS_PER_SPORT = 4;

const PlaybookPageDocument = graphql(`
  query PlaybookPage($dealerCode: String!, $id: ID!, $perSport: Int!) {
    playbook(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      status
      visibility
      template
      showPrices
      showCoverAndIndex
      dealerCode
      colors {
        id
        name
        hex
      }
      customer {
        id
        name
      }
      defaultLogo {
        id
        url
        filename
      }
      sports {
        id
        name
        order
        products(first: $perSport) {
          priceCents
          product {
            styleId
            name
            brand
            productType
          }
          snapshot {
            ...SnapshotImage_snapshot
          }
        }
      }
    }
  }
`);

const PRODUCT_TYPE: Record<string, string> = { FIVE_DAY: 'Five Day', SUBLIMATED: 'Sublimated', STOCK: 'Stock' };

export function Component() {
  const { dealerCode = '', projectId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { dealerMode, dashboard } = useDealerMode(dealerCode, projectId);
  const createMode = (location.state as { mode?: string } | null)?.mode === 'create';
  const [copied, setCopied] = useState(false);

  const query = useQuery(PlaybookPageDocument, {
    variables: { dealerCode, id: projectId, perSport: PRODUCTS_PER_SPORT },
  });
  const { data, error, refetch } = query;
  const playbook = data?.playbook;
  const notFound = (data && !playbook) || errorCode(error) === 'NOT_FOUND';
  usePollWhile(anyPending(playbook?.sports.flatMap((s) => s.products.map((p) => p.snapshot)) ?? []), query, 2000);

  useEffect(() => {
    if (!notFound) return;
    toast.error('Error getting project');
    navigate('/404', { replace: true });
  }, [notFound, navigate]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/playbooks/${dealerCode}/${projectId}`);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy the link');
    }
  };

  const colors = playbook?.colors ?? [];
  const [primary, secondary] = colors.map((c) => c.hex);

  return (
    <div className="project playbook-page">
      <header className="project-header">
        <div className="project-header__band" aria-hidden="true">
          {colors.map((c, i) => (
            <span key={`${c.id}-${i}`} style={{ background: c.hex }} />
          ))}
        </div>
        <div className="project-header__inner">
          <div className="project-header__title">
            {dashboard ? (
              <Link to="/dashboard/projects/playbook" className="icon-btn" aria-label="Back to My Playbooks">
                <IconArrowLeft size={18} />
              </Link>
            ) : null}
            {playbook?.defaultLogo ? (
              <img className="playbook-page__logo" src={playbook.defaultLogo.url} alt={`${playbook.teamName} logo`} />
            ) : null}
            <div style={{ minWidth: 0 }}>
              {playbook ? (
                <>
                  <p className="project-header__eyebrow">
                    {playbook.template} playbook
                    {playbook.title !== playbook.teamName ? ` · ${playbook.title}` : ''}
                  </p>
                  <h1 className="project-header__team">{playbook.teamName}</h1>
                </>
              ) : (
                <>
                  <Skeleton width={120} height={12} />
                  <Skeleton width={200} height={22} style={{ marginTop: 6 }} />
                </>
              )}
            </div>
            {colors.length ? (
              <ul className="team-colors" aria-label="Team colours">
                {colors.map((c, i) => (
                  <li key={`${c.id}-${i}`} title={c.name}>
                    <span className="swatch" style={{ width: 18, height: 18, background: c.hex }} aria-hidden="true" />
                    <span className="visually-hidden">{c.name}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="project-header__actions">
            {playbook && dealerMode ? (
              <ProjectPublish
                projectType="PLAYBOOK"
                projectId={playbook.id}
                status={playbook.status}
                visibility={playbook.visibility}
              />
            ) : null}
            <Button size="sm" onClick={() => void copyLink()} icon={copied ? <IconCheck size={14} /> : undefined}>
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          </div>
        </div>
      </header>
      <main className="project__main playbook-page__main">
        {createMode && playbook ? (
          <div className="playbook-page__created" role="status">
            <IconCheck size={16} />
            <span>
              Playbook created{playbook.customer ? ` for ${playbook.customer.name}` : ''}. Share its link or open it
              from My Playbooks.
            </span>
          </div>
        ) : null}
        {error && !data ? (
          <ErrorState title="Could not load the playbook" onRetry={() => void refetch()} />
        ) : !playbook ? (
          <div className="playbook-page__grid" aria-busy="true" aria-label="Loading playbook">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={320} radius={12} />
            ))}
          </div>
        ) : (
          <>
            {playbook.showCoverAndIndex ? (
              <section className="playbook-cover" aria-label="Cover and index">
                <div
                  className="playbook-cover__art"
                  style={{
                    background: `linear-gradient(135deg, ${primary ?? '#1e293b'} 0 62%, ${secondary ?? '#64748b'} 62%)`,
                  }}
                >
                  {playbook.defaultLogo ? <img src={playbook.defaultLogo.url} alt="" /> : null}
                  <p className="playbook-cover__eyebrow">
                    {playbook.title !== playbook.teamName ? playbook.title : `${playbook.template} playbook`}
                  </p>
                  <p className="playbook-cover__team">{playbook.teamName}</p>
                  <p className="playbook-cover__eyebrow">{new Date().getFullYear()} team catalog</p>
                </div>
                <nav className="playbook-index" aria-label="Index">
                  <h2>Index</h2>
                  <ol>
                    {playbook.sports.map((s, i) => (
                      <li key={s.id}>
                        <a href={`#sport-${s.id}`}>
                          <span>{s.name}</span>
                          <span className="playbook-index__dots" aria-hidden="true" />
                          {/* Cover and Index are pages 1 and 2; each sport opens a page after them. */}
                          <span className="muted">p. {i + 3}</span>
                        </a>
                      </li>
                    ))}
                  </ol>
                  <p className="field__hint">Cover and index pages are printed at the front of the playbook.</p>
                </nav>
              </section>
            ) : null}
            {playbook.sports.length === 0 ? (
              <EmptyState icon={<IconBook size={22} />} title="No sports in this playbook" />
            ) : null}
            {playbook.sports.map((sport) => (
              <section
                key={sport.id}
                id={`sport-${sport.id}`}
                className="playbook-sport"
                aria-labelledby={`sport-title-${sport.id}`}
              >
                <h2 id={`sport-title-${sport.id}`} className="playbook-sport__title">
                  <span className="playbook-sport__num" style={{ background: primary }}>
                    {sport.order}
                  </span>
                  {sport.name}
                </h2>
                {sport.products.length === 0 ? (
                  <p className="muted">No catalog products for this sport yet.</p>
                ) : (
                  <ul className="playbook-page__grid">
                    {sport.products.map((p) => (
                      <li key={p.product.styleId} className="playbook-product">
                        <SnapshotImage snapshot={p.snapshot} alt={p.product.name} />
                        <div className="playbook-product__body">
                          <p className="playbook-product__name">{p.product.name}</p>
                          <p className="muted playbook-product__meta">
                            {p.product.styleId} · {PRODUCT_TYPE[p.product.productType] ?? p.product.productType}
                          </p>
                          {playbook.showPrices ? (
                            <p className="playbook-product__price" aria-label={`Price ${formatCents(p.priceCents)}`}>
                              {formatCents(p.priceCents)}
                            </p>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </main>
    </div>
  );
}
