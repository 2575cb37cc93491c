import { describe, expect, it } from 'vitest';
import { issuePlace, issuesOf, rosterFileProblem } from './roster-upload';

describe('roster files on the client (L2)', () => {
  it('accepts .csv and .xlsx up to 512 KiB', () => {
    expect(rosterFileProblem({ name: 'Roster.CSV', size: 10 })).toBeNull();
    expect(rosterFileProblem({ name: 'team.xlsx', size: 512 * 1024 })).toBeNull();
    expect(rosterFileProblem({ name: 'team.xlsx', size: 512 * 1024 + 1 })).toBe('A roster file may be at most 512 KiB');
    expect(rosterFileProblem({ name: 'team.pdf', size: 10 })).toBe('Choose a .csv or .xlsx file');
    expect(rosterFileProblem({ name: 'team.csv', size: 0 })).toBe('The file is empty');
  });

  it('reads the issues of a refused import and names their place', () => {
    const issue = { row: 4, column: 'size', severity: 'ERROR', message: 'Size is missing' };
    expect(issuesOf({ errors: [{ extensions: { code: 'BAD_USER_INPUT', field: 'file', issues: [issue] } }] })).toEqual([
      issue,
    ]);
    expect(issuesOf(new Error('x'))).toEqual([]);
    expect(issuePlace({ row: 4, column: 'size' })).toBe('Row 4 · Size');
    expect(issuePlace({ row: 9, column: null })).toBe('Row 9');
  });
});
