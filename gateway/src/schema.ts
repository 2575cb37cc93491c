/**
 * The executable GraphQL schema of the gateway: the SDL of `schema/*.graphql` with every
 * module's resolvers, and the checks every operation shares (control characters in arguments,
 * plugins/input-text.ts). Apollo serves it; the contract test reads it.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { typeDefs } from '@tas/schema';
import { resolvers } from './resolvers.js';
import { rejectControlCharacters } from './plugins/input-text.js';

export function executableSchema(): GraphQLSchema {
  return rejectControlCharacters(makeExecutableSchema({ typeDefs, resolvers: resolvers as never }));
}
