/**
 * One resolver map out of the modules' maps. A `Type.field` has one owner: when two maps define
 * it the gateway refuses to start, since letting the later map win would silently drop the
 * other module's resolver (and which one wins would hang on the order of the list).
 */

/** A module's resolver map, with the name that start-up errors give it. */
export interface NamedResolvers {
  readonly name: string;
  readonly resolvers: Readonly<Record<string, object>>;
}

/** The union of `maps`; throws naming the type, the field and both modules when two define the same field. */
export function mergeResolvers(maps: readonly NamedResolvers[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  const owners = new Map<string, string>();
  for (const { name, resolvers } of maps) {
    for (const [type, fields] of Object.entries(resolvers)) {
      const merged = (out[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        const key = `${type}.${field}`;
        const owner = owners.get(key);
        if (owner !== undefined) {
          throw new Error(`Resolver ${key} is defined twice: by ${owner} and by ${name}`);
        }
        owners.set(key, name);
        merged[field] = resolver;
      }
    }
  }
  return out;
}
