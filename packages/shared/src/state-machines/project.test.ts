import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../constants.js';
import { canEndSelection, projectIs } from './project.js';

// The move and edit tables are tested with the server's use of them
// (apps/server/src/modules/projects/project-status.test.ts).
describe('project status predicates', () => {
  it('ends the selection from publish or close only, the statuses in which it runs', () => {
    expect(PROJECT_STATUSES.filter(canEndSelection)).toEqual(['publish', 'close']);
    expect(PROJECT_STATUSES.filter(projectIs.selecting)).toEqual(['publish', 'close']);
  });

  it('reads attribute and allocation as an ended selection', () => {
    expect(PROJECT_STATUSES.filter(projectIs.selectionEnded)).toEqual(['attribute', 'allocation']);
  });
});
