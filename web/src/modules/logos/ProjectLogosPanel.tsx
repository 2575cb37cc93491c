/**
 * The project's logos (D6, default-logo rules of original section 4), shown to the dealer on a
 * project page: each logo with its thumbnail, name, size, types and a 'Default' badge; add one
 * from the library (the dealer's own logos and the project customer's) or upload a new one (it
 * joins the project; the first logo becomes the default), make another the default, set its
 * types, and remove it from the project (removing the default clears the uniform and
 * spiritwear graphics using it). Visitors never see it: mount it in dealer mode only. A passcode
 * session (A4) has no logo library (it is the dealer's): `library={false}` leaves out adding,
 * uploading and logo types, keeping the default and removal. Logos visitors uploaded while
 * customising the project's products (C3) are listed below for the dealer, each of which it may
 * delete (a visitor's upload counts against their quota until then).
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { LogoThumb_LogoFragment, ProjectType } from '../../gql/graphql';
import { formatBytes } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { IconImage, IconPlus, IconTrash, IconUpload } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ProjectLogoRow } from './ProjectLogoRow';
import { LOGO_TYPES } from './logo-file';
import { LogoCropDialog } from './LogoCropDialog';
import { LogoTypesDialog } from './LogoTypesDialog';
import { LogoUploadDialog } from './LogoUploadDialog';
import { useProjectLogos } from './use-project-logos';
import './LogoThumb';
import '../../styles/logos.css';

const ProjectLogosLibraryDocument = graphql(`
  query ProjectLogosLibrary {
    logos(kind: IMAGE) {
      ...LogoThumb_logo
      customerId
    }
  }
`);

type Logo = LogoThumb_LogoFragment;

export function ProjectLogosPanel({
  projectType,
  projectId,
  customerId,
  onGraphicsCleared,
  library = true,
}: {
  projectType: ProjectType;
  projectId: string;
  /** The project's customer: their logos are offered next to the dealer's own. */
  customerId?: string | null;
  /** Called after the default logo left the project (its graphics were cleared). */
  onGraphicsCleared?: () => void;
  /** The dealer's logo library is at hand (a dashboard session): add, upload, logo types. */
  library?: boolean;
}) {
  const project = useProjectLogos(projectType, projectId);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [typesFor, setTypesFor] = useState<Logo | null>(null);
  const [croppingId, setCroppingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Logo | null>(null);
  const [deletingVisitorLogo, setDeletingVisitorLogo] = useState<Logo | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (logoId: string, action: () => Promise<boolean>) => {
    setBusyId(logoId);
    try {
      return await action();
    } finally {
      setBusyId(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const wasDefault = removing.id === project.defaultLogoId;
    const ok = await run(removing.id, () => project.remove(removing.id));
    setRemoving(null);
    if (ok && wasDefault) onGraphicsCleared?.();
  };

  const confirmDeleteVisitorLogo = async () => {
    if (!deletingVisitorLogo) return;
    await run(deletingVisitorLogo.id, () => project.remove(deletingVisitorLogo.id));
    setDeletingVisitorLogo(null);
  };

  const count = project.logos.length;

  return (
    <section className="card card--padded project-logos" aria-labelledby="project-logos-title">
      <header className="project-logos__header">
        <div>
          <h2 id="project-logos-title" className="card__title">
            Logos
          </h2>
          <p className="muted project-logos__hint">The project's logos. The first one added becomes the default.</p>
        </div>
        {library ? (
          <div className="project-logos__actions">
            <Button icon={<IconPlus size={16} />} onClick={() => setLibraryOpen(true)}>
              Add from library
            </Button>
            <Button variant="primary" icon={<IconUpload size={16} />} onClick={() => setUploadOpen(true)}>
              Upload logo
            </Button>
          </div>
        ) : null}
      </header>

      {project.loading && !count ? (
        <div className="project-logos__list" aria-busy="true" aria-label="Loading logos">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      ) : !count ? (
        <EmptyState icon={<IconImage size={22} />} title="No logos yet">
          {library
            ? "Upload the team's logo or add one from your library: the first one becomes the default."
            : 'The dealer adds logos from their dashboard.'}
        </EmptyState>
      ) : (
        <ul className="project-logos__list" aria-label="Project logos">
          {project.logos.map((logo) => {
            const isDefault = logo.id === project.defaultLogoId;
            const busy = busyId === logo.id;
            return (
              <ProjectLogoRow
                key={logo.id}
                logo={logo}
                isDefault={isDefault}
                actions={
                  <>
                    {!isDefault ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Make ${logo.name} default`}
                        disabled={busyId !== null}
                        loading={busy}
                        onClick={() => void run(logo.id, () => project.setDefault(logo.id))}
                      >
                        Make default
                      </Button>
                    ) : null}
                    {library ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Set types of ${logo.name}`}
                        disabled={busyId !== null}
                        onClick={() => setTypesFor(logo)}
                      >
                        Types
                      </Button>
                    ) : null}
                    {library && logo.kind === 'IMAGE' ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Crop ${logo.name}`}
                        disabled={busyId !== null}
                        onClick={() => setCroppingId(logo.id)}
                      >
                        Crop
                      </Button>
                    ) : null}
                    <button
                      type="button"
                      className="icon-btn"
                      aria-label={`Remove ${logo.name}`}
                      title="Remove from project"
                      disabled={busyId !== null}
                      onClick={() => setRemoving(logo)}
                    >
                      <IconTrash size={16} />
                    </button>
                  </>
                }
              >
                <span className="project-logo__types">
                  {logo.types.length ? (
                    logo.types.map((t) => (
                      <span key={t} className="badge">
                        {typeLabel(t)}
                      </span>
                    ))
                  ) : (
                    <span className="muted">No type</span>
                  )}
                </span>
              </ProjectLogoRow>
            );
          })}
        </ul>
      )}

      {project.visitorLogos.length ? (
        <section className="project-logos__visitors" aria-labelledby="visitor-logos-title">
          <h3 id="visitor-logos-title" className="project-logos__subtitle">
            Uploaded by visitors
          </h3>
          <p className="muted project-logos__hint">
            Logos visitors put on garments while customising. Delete one that should not be used.
          </p>
          <ul className="project-logos__list" aria-label="Logos uploaded by visitors">
            {project.visitorLogos.map((logo) => (
              <ProjectLogoRow
                key={logo.id}
                logo={logo}
                actions={
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Delete ${logo.name}`}
                    title="Delete"
                    disabled={busyId !== null}
                    onClick={() => setDeletingVisitorLogo(logo)}
                  >
                    <IconTrash size={16} />
                  </button>
                }
              />
            ))}
          </ul>
        </section>
      ) : null}

      <LogoUploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        customerId={customerId}
        imagesOnly
        onUploaded={(logo) => void project.add(logo.id)}
      />
      <LibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        customerId={customerId}
        inProject={new Set(project.logos.map((l) => l.id))}
        onAdd={(logo) => run(logo.id, () => project.add(logo.id))}
        busyId={busyId}
      />
      <LogoCropDialog
        logo={project.logos.find((l) => l.id === croppingId) ?? null}
        onClose={() => setCroppingId(null)}
      />
      <LogoTypesDialog
        logo={typesFor}
        onClose={() => setTypesFor(null)}
        onSave={async (types) => {
          if (!typesFor) return;
          const ok = await run(typesFor.id, () => project.setTypes(typesFor.id, types));
          if (ok) setTypesFor(null);
        }}
        busy={typesFor != null && busyId === typesFor.id}
      />
      <ConfirmDialog
        open={removing != null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove logo from project"
        confirmLabel="Remove logo"
        busy={removing != null && busyId === removing.id}
        onConfirm={() => void confirmRemove()}
      >
        {removing && removing.id === project.defaultLogoId ? (
          <>
            <p>
              <strong>{removing.name}</strong> is the default logo. Removing it clears the default and the uniform and
              spiritwear graphics that use it.
            </p>
            <p>It stays in your logo library.</p>
          </>
        ) : (
          <p>
            Remove <strong>{removing?.name}</strong> from this project? It stays in your logo library.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingVisitorLogo != null}
        onOpenChange={(open) => {
          if (!open) setDeletingVisitorLogo(null);
        }}
        title="Delete a visitor's logo"
        confirmLabel="Delete logo"
        busy={deletingVisitorLogo != null && busyId === deletingVisitorLogo.id}
        onConfirm={() => void confirmDeleteVisitorLogo()}
      >
        <p>
          Delete <strong>{deletingVisitorLogo?.name}</strong>? A visitor uploaded it for this project; it is deleted for
          good and can no longer be put on a garment.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function typeLabel(value: string): string {
  return LOGO_TYPES.find((t) => t.value === value)?.label ?? value;
}

/** The dealer's own logos and the project customer's, minus those already in the project. */
function LibraryDialog({
  open,
  onOpenChange,
  customerId,
  inProject,
  onAdd,
  busyId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customerId?: string | null;
  inProject: ReadonlySet<string>;
  onAdd: (logo: Logo) => Promise<boolean>;
  busyId: string | null;
}) {
  const { data, loading, error, refetch } = useQuery(ProjectLogosLibraryDocument, {
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const library = (data?.logos ?? []).filter(
    (l) => !inProject.has(l.id) && (l.customerId == null || l.customerId === customerId),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a logo from the library"
      description={
        customerId ? "Your logos and this project's customer's logos." : 'Your logos (this project has no customer).'
      }
      size="md"
      footer={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      {error && !data ? (
        <div className="row">
          <span className="muted">The library could not be loaded.</span>
          <Button size="sm" onClick={() => void refetch()}>
            Retry
          </Button>
        </div>
      ) : loading && !data ? (
        <div className="project-logos__library" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : !library.length ? (
        <EmptyState icon={<IconImage size={22} />} title="Nothing to add">
          Every logo of your library is already in this project. Upload a new one instead.
        </EmptyState>
      ) : (
        <ul className="project-logos__library" aria-label="Logo library">
          {library.map((logo) => (
            <li key={logo.id} className="logo-thumb">
              <span className="logo-thumb__image">
                <img src={logo.url} alt="" />
              </span>
              <span className="logo-thumb__text">
                <span className="logo-thumb__name" title={logo.filename}>
                  {logo.name}
                </span>
                <span className="logo-thumb__meta">
                  {formatBytes(logo.byteSize)}
                  {logo.types.length ? ` · ${logo.types.map(typeLabel).join(', ')}` : ''}
                  {logo.customerId ? ' · customer' : ''}
                </span>
              </span>
              <Button
                size="sm"
                icon={<IconPlus size={14} />}
                aria-label={`Add ${logo.name}`}
                disabled={busyId !== null}
                loading={busyId === logo.id}
                onClick={() => void onAdd(logo)}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
