#!/usr/bin/env node
/**
 * The bare server of `npm run bench`'s GraphQL figures: the gateway's HTTP and GraphQL stack
 * (Fastify 5, Apollo Server 5 through @as-integrations/fastify, the versions the gateway uses)
 * with one field, `Query.hello: String` ("world"), and nothing else: no database, no caller, no
 * limits. What it answers a second is what the stack and the load generator reach on this
 * machine, the ceiling the gateway's figures are read against.
 * POST/GET `/graphql`; POST `/constant` answers the same JSON from Fastify alone (no Apollo):
 * what the load generator reaches against the cheapest answer, above anything a cached page
 * costs. Listens on 127.0.0.1 at a free port and prints one line
 * `bench-bare-server listening <port>`. Stops on SIGTERM/SIGINT.
 */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const apollo = new ApolloServer({
  typeDefs: 'type Query { hello: String }',
  resolvers: { Query: { hello: () => 'world' } },
  // As the gateway's Apollo (gateway/src/apollo.ts): the cache-control plugin off.
  plugins: [ApolloServerPluginCacheControlDisabled(), fastifyApolloDrainPlugin(app)],
});
await apollo.start();
app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: fastifyApolloHandler(apollo) });
const CONSTANT = JSON.stringify({ data: { hello: 'world' } });
app.post('/constant', (_request, reply) => reply.type('application/json; charset=utf-8').send(CONSTANT));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`bench-bare-server listening ${typeof address === 'object' && address ? address.port : 0}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
