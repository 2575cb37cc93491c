import type { APIRequestContext } from '@playwright/test';

/** POSTs a GraphQL operation through `request` (as a dealer with `token`); throws on errors. */
export async function gql(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
