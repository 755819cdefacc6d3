import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '@kollabo/shared';
import {
  canManageProject,
  canReportProject,
  canViewModeratedProject,
  canViewProject,
  countsAsView,
  isOwnerGone,
  isProjectOwner,
  projectCan,
} from './projects.policy.js';

// Every rule of projects.policy.ts: each status and moderation × each viewer (the owner, another
// member, one of the team, a deleted account, a visitor), the expected answer written out.

const viewers = {
  owner: { id: 'olga', role: 'user' },
  member: { id: 'sam', role: 'user' },
  admin: { id: 'mod', role: 'admin' },
  deleted: { id: 'dan', role: 'deleted' },
  visitor: undefined,
  'visitor (null)': null,
};
type ViewerName = keyof typeof viewers;
const project = (statut: ProjectStatus = 'publish') => ({ ownerId: 'olga', statut });

describe('isProjectOwner', () => {
  it.each([
    { who: 'the owner', userId: 'olga', expected: true },
    { who: 'another member', userId: 'sam', expected: false },
    { who: 'a visitor (undefined)', userId: undefined, expected: false },
    { who: 'a visitor (null)', userId: null, expected: false },
  ])('$who → $expected', ({ userId, expected }) => {
    expect(isProjectOwner(project(), userId)).toBe(expected);
  });
});

describe('canManageProject and countsAsView', () => {
  // The viewer → manages, her visit counts as a view.
  const rows: [ViewerName, boolean, boolean][] = [
    ['owner', true, false],
    ['member', false, true],
    ['admin', false, true],
    ['deleted', false, true],
    ['visitor', false, true],
    ['visitor (null)', false, true],
  ];

  it.each(rows)('%s → manages %s, counts %s', (name, manages, counts) => {
    expect(canManageProject(project(), viewers[name])).toBe(manages);
    expect(countsAsView(project(), viewers[name])).toBe(counts);
  });
});

describe('canReportProject', () => {
  // A logged viewer only (the rule takes an id, never a visitor).
  const rows: [Exclude<ViewerName, 'visitor' | 'visitor (null)'>, boolean][] = [
    ['owner', false],
    ['member', true],
    ['admin', true],
    ['deleted', true],
  ];

  it.each(rows)('%s → %s', (name, expected) => {
    expect(canReportProject(project(), viewers[name].id)).toBe(expected);
  });
});

describe('canViewProject', () => {
  const rows: [ProjectStatus, ViewerName, boolean][] = [
    ['save', 'owner', true],
    ['save', 'member', false],
    ['save', 'admin', true],
    ['save', 'deleted', false],
    ['save', 'visitor', false],
    ['save', 'visitor (null)', false],
    ['prePublish', 'owner', true],
    ['prePublish', 'member', false],
    ['prePublish', 'admin', true],
    ['prePublish', 'deleted', false],
    ['prePublish', 'visitor', false],
    ['prePublish', 'visitor (null)', false],
    ['publish', 'owner', true],
    ['publish', 'member', true],
    ['publish', 'admin', true],
    ['publish', 'deleted', true],
    ['publish', 'visitor', true],
    ['publish', 'visitor (null)', true],
    ['close', 'owner', true],
    ['close', 'member', true],
    ['close', 'admin', true],
    ['close', 'deleted', true],
    ['close', 'visitor', true],
    ['close', 'visitor (null)', true],
    ['attribute', 'owner', true],
    ['attribute', 'member', true],
    ['attribute', 'admin', true],
    ['attribute', 'deleted', true],
    ['attribute', 'visitor', true],
    ['attribute', 'visitor (null)', true],
    ['allocation', 'owner', true],
    ['allocation', 'member', true],
    ['allocation', 'admin', true],
    ['allocation', 'deleted', true],
    ['allocation', 'visitor', true],
    ['allocation', 'visitor (null)', true],
  ];

  it.each(rows)('%s, seen by %s → %s', (statut, name, expected) => {
    expect(canViewProject(project(statut), viewers[name])).toBe(expected);
  });
});

describe('isOwnerGone', () => {
  it.each([
    { deleted: true, expected: true },
    { deleted: false, expected: false },
  ])('owner deleted $deleted → $expected', ({ deleted, expected }) => {
    expect(isOwnerGone({ deleted })).toBe(expected);
  });
});

describe('canViewModeratedProject', () => {
  // The moderation, the viewer, the viewer wrote an offer on it → sees it.
  const rows: [string | null, ViewerName, boolean, boolean][] = [
    [null, 'owner', false, true],
    [null, 'member', false, true],
    [null, 'member', true, true],
    [null, 'admin', false, true],
    [null, 'deleted', false, true],
    [null, 'visitor', false, true],
    ['restricted', 'owner', false, true],
    ['restricted', 'member', false, false],
    ['restricted', 'member', true, true],
    ['restricted', 'admin', false, true],
    ['restricted', 'deleted', false, false],
    ['restricted', 'deleted', true, true],
    ['restricted', 'visitor', false, false],
    ['restricted', 'visitor (null)', false, false],
    ['removed', 'owner', false, true],
    ['removed', 'member', false, false],
    ['removed', 'member', true, false],
    ['removed', 'admin', false, true],
    ['removed', 'deleted', true, false],
    ['removed', 'visitor', false, false],
  ];

  it.each(rows)(
    'moderation %s, %s, with an offer %s → %s',
    (moderation, name, hasOffer, expected) => {
      expect(
        canViewModeratedProject({ ownerId: 'olga', moderation }, viewers[name], hasOffer),
      ).toBe(expected);
    },
  );
});

describe('projectCan', () => {
  // The status, the viewer → edit, end the selection, attribute, report.
  const rows: [ProjectStatus, ViewerName, boolean, boolean, boolean, boolean][] = [
    ['save', 'owner', true, false, false, false],
    ['prePublish', 'owner', true, false, false, false],
    ['publish', 'owner', true, true, true, false],
    ['close', 'owner', true, true, true, false],
    ['attribute', 'owner', true, false, false, false],
    ['allocation', 'owner', true, false, false, false],
    ['save', 'member', false, false, false, true],
    ['prePublish', 'member', false, false, false, true],
    ['publish', 'member', false, false, false, true],
    ['close', 'member', false, false, false, true],
    ['attribute', 'member', false, false, false, true],
    ['allocation', 'member', false, false, false, true],
    ['save', 'admin', false, false, false, true],
    ['prePublish', 'admin', false, false, false, true],
    ['publish', 'admin', false, false, false, true],
    ['close', 'admin', false, false, false, true],
    ['attribute', 'admin', false, false, false, true],
    ['allocation', 'admin', false, false, false, true],
    ['publish', 'deleted', false, false, false, true],
    ['close', 'deleted', false, false, false, true],
    ['save', 'visitor', false, false, false, false],
    ['prePublish', 'visitor', false, false, false, false],
    ['publish', 'visitor', false, false, false, false],
    ['close', 'visitor', false, false, false, false],
    ['attribute', 'visitor', false, false, false, false],
    ['allocation', 'visitor', false, false, false, false],
    ['publish', 'visitor (null)', false, false, false, false],
    ['close', 'visitor (null)', false, false, false, false],
  ];

  it.each(rows)(
    '%s, seen by %s → edit %s, end selection %s, attribute %s, report %s',
    (statut, name, edit, endSelection, attribute, report) => {
      expect(projectCan(project(statut), viewers[name])).toEqual({
        edit,
        endSelection,
        attribute,
        report,
      });
    },
  );
});
