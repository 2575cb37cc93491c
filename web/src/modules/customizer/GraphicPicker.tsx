/**
 * The graphics library of the customiser (C3 content type Graphics): mascots, sports and
 * emblems shipped with the product (`graphics`, Game Icons under CC BY 3.0), picked by category
 * in a grid of radio buttons (arrow keys move, as in any radio group). The credit the licence
 * asks for (`graphicsAttribution`) is shown under the grid, where graphics are chosen. A picked
 * graphic is drawn on the garment in the decoration's fill colour.
 */
import { useQuery } from '@apollo/client/react';
import { graphicPath } from '@tas/garments';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { graphql } from '../../gql';
import type { GraphicCategory, GraphicsLibraryQuery } from '../../gql/graphql';
import { absoluteUrl } from '../../lib/urls';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { Segmented } from '../../ui/Segmented';

const GraphicsLibraryDocument = graphql(`
  query GraphicsLibrary {
    graphics {
      key
      name
      category
    }
    graphicsAttribution
  }
`);

export type LibraryGraphic = GraphicsLibraryQuery['graphics'][number];

const CATEGORIES: readonly { value: GraphicCategory; label: string }[] = [
  { value: 'MASCOT', label: 'Mascots' },
  { value: 'SPORT', label: 'Sports' },
  { value: 'EMBLEM', label: 'Emblems' },
];

/** Thumbnails are drawn in the page's ink so that every graphic shows on the light tiles. */
const THUMB_INK = '#1f2937';

/** The graphics library (cached by Apollo: every caller shares one request). */
export function useGraphicsLibrary() {
  const { data, loading, error, refetch } = useQuery(GraphicsLibraryDocument);
  return {
    graphics: data?.graphics ?? [],
    attribution: data?.graphicsAttribution ?? '',
    loading: loading && !data,
    error: error && !data ? error : null,
    retry: () => void refetch(),
  };
}

/** The picture of a library graphic in `fill` (`#rrggbb`) as an absolute URL. */
export function graphicUrl(key: string, fill: string): string {
  return absoluteUrl(graphicPath(key, fill));
}

export function GraphicPicker({
  value,
  onChange,
  error,
}: {
  /** Key of the graphic picked, or null. */
  value: string | null;
  onChange: (key: string) => void;
  /** A server refusal of `graphicKey`. */
  error?: string;
}) {
  const library = useGraphicsLibrary();
  const labelId = useId();
  const picked = library.graphics.find((g) => g.key === value);
  const [category, setCategory] = useState<GraphicCategory | null>(null);
  const shown = category ?? picked?.category ?? 'MASCOT';
  const graphics = library.graphics.filter((g) => g.category === shown);

  return (
    <div className="graphic-picker" role="group" aria-labelledby={labelId}>
      <span className="field__label" id={labelId}>
        Graphic{picked ? `: ${picked.name}` : ''}
      </span>
      <Segmented
        label="Graphic category"
        className="graphic-picker__categories"
        options={CATEGORIES}
        value={shown}
        onChange={setCategory}
      />
      {library.error ? (
        <div className="graphic-picker__message" role="alert">
          <span>The graphics could not be loaded.</span>
          <Button size="sm" onClick={library.retry}>
            Try again
          </Button>
        </div>
      ) : library.loading ? (
        <div className="graphic-picker__grid" aria-busy="true" aria-label="Loading graphics">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={52} height={52} />
          ))}
        </div>
      ) : (
        <RadioGroup.Root
          className="graphic-picker__grid"
          aria-label={`${CATEGORIES.find((c) => c.value === shown)?.label ?? 'Graphics'}`}
          value={value ?? ''}
          onValueChange={onChange}
        >
          {graphics.map((g) => (
            <RadioGroup.Item key={g.key} value={g.key} className="graphic-tile" aria-label={g.name} title={g.name}>
              <img src={graphicUrl(g.key, THUMB_INK)} alt="" width={40} height={40} loading="lazy" />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {library.attribution ? <p className="graphic-picker__credit muted">{library.attribution}</p> : null}
    </div>
  );
}
