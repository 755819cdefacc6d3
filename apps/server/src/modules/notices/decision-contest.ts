// The author's contest of a decision (DSA art. 20), as the contest page and the team's queue
// both show it.

interface ContestColumns {
  contestedAt: Date | null;
  contestExplanation: string | null;
  contestOutcome: string | null;
}

/** Null until the author contests (a contest always carries its explanation). */
export function contestOf(decision: ContestColumns) {
  return decision.contestedAt && decision.contestExplanation
    ? {
        explanation: decision.contestExplanation,
        createdAt: decision.contestedAt.toISOString(),
        outcome: decision.contestOutcome as 'upheld' | 'reversed' | null,
      }
    : null;
}
