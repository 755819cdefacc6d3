import { useState } from 'react';
import { BUDGETS, MSG, PROFIL_FILTER_CHOICES, profileTypeOptions } from '@kollabo/shared';
import { FilterPanel } from '../../components/FilterPanel';
import { Select } from '../../components/Select';
import {
  BUDGET_FLAGS,
  STATUS_FLAGS,
  defaultFilters,
  type MyProjectsFilters,
} from './myProjectsFilters';
import styles from './MyProjects.module.css';

const myProjectsText = MSG.myProjects;
const profileOptions = profileTypeOptions(PROFIL_FILTER_CHOICES);

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

/** Profile, sort, status and budget filters; applied together with Appliquer. */
export function MyProjectsFilterPanel({
  applied,
  onApply,
}: {
  applied: MyProjectsFilters;
  onApply: (next: Pick<MyProjectsFilters, 'profil' | 'triPar' | 'statuses' | 'budgets'>) => void;
}) {
  const [draft, setDraft] = useState(applied);
  // Only the panel's own fields: the tab and the search field keep their values.
  const panelFields = (from: MyProjectsFilters) => ({
    profil: from.profil,
    triPar: from.triPar,
    statuses: from.statuses,
    budgets: from.budgets,
  });
  const reset = () => {
    setDraft(defaultFilters);
    onApply(panelFields(defaultFilters));
  };
  return (
    <FilterPanel onApply={() => onApply(panelFields(draft))} onReset={reset}>
      <Select
        label={myProjectsText.profileLabel}
        value={draft.profil}
        placeholder={myProjectsText.anyProfile}
        options={profileOptions}
        onChange={(event) => setDraft({ ...draft, profil: event.target.value })}
      />
      <fieldset className={styles.group}>
        <legend>{myProjectsText.sortLabel}</legend>
        {(['croissant', 'decroissant'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name="triPar"
              value={value}
              checked={draft.triPar === value}
              onChange={() => setDraft({ ...draft, triPar: value })}
            />
            {value === 'croissant' ? myProjectsText.sortRecent : myProjectsText.sortOldest}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{myProjectsText.statusLegend}</legend>
        {STATUS_FLAGS.map((flag) => (
          <label key={flag} className={styles.option}>
            <input
              type="checkbox"
              checked={draft.statuses.includes(flag)}
              onChange={(event) =>
                setDraft({ ...draft, statuses: toggle(draft.statuses, flag, event.target.checked) })
              }
            />
            {myProjectsText.statusFilters[flag]}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{myProjectsText.budgetLegend}</legend>
        {BUDGET_FLAGS.map((flag, index) => (
          <label key={flag} className={styles.option}>
            <input
              type="checkbox"
              checked={draft.budgets.includes(flag)}
              onChange={(event) =>
                setDraft({ ...draft, budgets: toggle(draft.budgets, flag, event.target.checked) })
              }
            />
            {BUDGETS[index]}
          </label>
        ))}
      </fieldset>
    </FilterPanel>
  );
}
