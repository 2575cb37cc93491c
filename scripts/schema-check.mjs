// Checks the GraphQL schema before it is built on (`npm run build`): every Query and Mutation
// field declares who may call it with `@access(rule: PUBLIC | OWNER)` (issue 21 §2), so a new
// operation cannot reach the authorization matrix unlabelled. Prints the fields without one and
// exits 1.
import { buildASTSchema, parse } from 'graphql';
import { typeDefs } from '@tas/schema';

const schema = buildASTSchema(parse(typeDefs.join('\n')));
const problems = [];
for (const root of [schema.getQueryType(), schema.getMutationType()]) {
  for (const field of Object.values(root.getFields())) {
    const rules = (field.astNode?.directives ?? []).filter((d) => d.name.value === 'access');
    if (rules.length !== 1) problems.push(`${root.name}.${field.name}: ${rules.length} @access directives, not 1`);
  }
}
if (problems.length) {
  console.error(`The schema's operations must each declare @access(rule: PUBLIC | OWNER):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Every operation declares @access.');
