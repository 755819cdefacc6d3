import { describe, expect, it } from 'vitest';
import { isAdministrator, isSameUser, seesPhoneOf } from './auth.policy.js';

// Every rule of auth.policy.ts, one row per person and relation, the expected answer written out.

describe('isSameUser', () => {
  it.each([
    { relation: 'the same account', a: 'ana', b: 'ana', expected: true },
    { relation: 'two accounts', a: 'ana', b: 'bob', expected: false },
    {
      relation: 'a visitor (undefined) against an account',
      a: 'ana',
      b: undefined,
      expected: false,
    },
    {
      relation: 'an account against a visitor (undefined)',
      a: undefined,
      b: 'ana',
      expected: false,
    },
    { relation: 'a visitor (null) against an account', a: 'ana', b: null, expected: false },
    { relation: 'an account against a visitor (null)', a: null, b: 'ana', expected: false },
    { relation: 'two visitors (undefined)', a: undefined, b: undefined, expected: false },
    { relation: 'two visitors (null)', a: null, b: null, expected: false },
    { relation: 'two empty ids', a: '', b: '', expected: false },
  ])('$relation → $expected', ({ a, b, expected }) => {
    expect(isSameUser(a, b)).toBe(expected);
  });
});

describe('isAdministrator', () => {
  it.each([
    { who: 'a member', user: { role: 'user' }, expected: false },
    { who: 'an administrator', user: { role: 'admin' }, expected: true },
    { who: 'a deleted account', user: { role: 'deleted' }, expected: false },
    { who: 'a role spelt otherwise', user: { role: 'Admin' }, expected: false },
    { who: 'a visitor (null)', user: null, expected: false },
    { who: 'a visitor (undefined)', user: undefined, expected: false },
  ])('$who → $expected', ({ user, expected }) => {
    expect(isAdministrator(user)).toBe(expected);
  });
});

describe('seesPhoneOf', () => {
  const person = 'ana';
  it.each([
    { viewer: 'herself', as: { id: 'ana', signedWith: [] }, expected: true },
    { viewer: 'herself, with partners', as: { id: 'ana', signedWith: ['bob'] }, expected: true },
    {
      viewer: 'the other party of a contract both signed',
      as: { id: 'bob', signedWith: ['ana'] },
      expected: true,
    },
    {
      viewer: 'a party still negotiating or signing (not signed with her)',
      as: { id: 'bob', signedWith: ['carl'] },
      expected: false,
    },
    { viewer: 'a member with no contract', as: { id: 'dan', signedWith: [] }, expected: false },
    { viewer: 'a visitor (null)', as: null, expected: false },
    { viewer: 'a visitor (undefined)', as: undefined, expected: false },
    {
      viewer: 'an empty id, on an empty id',
      as: { id: '', signedWith: [] },
      of: '',
      expected: false,
    },
  ])('$viewer → $expected', ({ as, of = person, expected }) => {
    expect(seesPhoneOf(as, of)).toBe(expected);
  });
});
