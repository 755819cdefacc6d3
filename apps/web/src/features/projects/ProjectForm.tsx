import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUDGETS,
  MSG,
  NICHES,
  PROFIL_SEARCH_CHOICES,
  profileTypeLabel,
  canEditProject,
  type ProjectStatus,
  pagePath,
} from '@kollabo/shared';
import { Button, LinkButton } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { Textarea } from '../../components/Textarea';
import { projectFormClientSchema, type ProjectFormInput } from './schema';
import styles from './ProjectForm.module.css';
import '../../lib/frenchValidation';

const projectFormText = MSG.projectForm;

export type ProjectAction = 'save' | 'prePublish' | 'close';

export interface ProjectFormProps {
  initial: ProjectFormInput;
  /** Edit mode: the project's id and status (Voir le projet, Fermer le projet). */
  project?: { id: string; statut: ProjectStatus };
  /** The action being sent (its button shows the busy label, the others are disabled). */
  busyAction: ProjectAction | null;
  /** After a publication the form stays locked while the page redirects. */
  locked?: boolean;
  /** Text above the buttons: what a publication costs. */
  hint?: ReactNode;
  onInvalid: () => void;
  onAction: (action: ProjectAction, values: ProjectFormInput) => void;
}

/** The shared create/edit form: Enregistrer, Publier (confirmed), Voir le projet, Fermer. */
export function ProjectForm({
  initial,
  project,
  busyAction,
  locked = false,
  hint,
  onInvalid,
  onAction,
}: ProjectFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProjectFormInput>({
    resolver: zodResolver(projectFormClientSchema),
    defaultValues: initial,
  });
  const [confirming, setConfirming] = useState<{
    action: 'prePublish' | 'close';
    values: ProjectFormInput;
  } | null>(null);
  const busy = busyAction !== null;
  const disabled = busy || locked;

  const run = (action: ProjectAction) =>
    handleSubmit((values) => {
      if (action === 'save') onAction('save', values);
      else setConfirming({ action, values });
    }, onInvalid);

  const confirm = () => {
    if (!confirming) return;
    onAction(confirming.action, confirming.values);
    setConfirming(null);
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void run('save')(event)}>
      <Input
        label={projectFormText.titleLabel}
        maxLength={projectFormClientSchema.shape.title.maxLength ?? undefined}
        error={errors.title?.message}
        disabled={locked}
        {...register('title')}
      />
      <Textarea
        label={projectFormText.descriptionLabel}
        hint={projectFormText.descriptionHint}
        rows={7}
        error={errors.description?.message}
        disabled={locked}
        counterMax={projectFormClientSchema.shape.description.maxLength}
        {...register('description')}
      />
      <Select
        label={projectFormText.budgetLabel}
        options={BUDGETS}
        error={errors.budget?.message}
        disabled={locked}
        {...register('budget')}
      />
      <Select
        label={projectFormText.secteurLabel}
        hint={projectFormText.secteurHint}
        placeholder={projectFormText.secteurNone}
        options={NICHES}
        disabled={locked}
        {...register('secteur')}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.profilSearch ? 'profil-error' : undefined}
      >
        <legend className={styles.legend}>{projectFormText.profilLabel}</legend>
        <div className={styles.choices}>
          {PROFIL_SEARCH_CHOICES.map((choice) => (
            <label key={choice} className={styles.choice}>
              <input
                type="checkbox"
                value={choice}
                disabled={locked}
                {...register('profilSearch')}
              />
              {profileTypeLabel(choice)}
            </label>
          ))}
        </div>
        {errors.profilSearch && (
          <p id="profil-error" className={styles.error}>
            {errors.profilSearch.message}
          </p>
        )}
      </fieldset>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="secondary"
          busy={busyAction === 'save'}
          busyLabel={projectFormText.saving}
          disabled={disabled}
        >
          {projectFormText.save}
        </Button>
        <Button
          busy={busyAction === 'prePublish'}
          busyLabel={projectFormText.publishing}
          disabled={disabled}
          onClick={() => void run('prePublish')()}
        >
          {projectFormText.publish}
        </Button>
        {project && (
          <LinkButton
            to={pagePath('/project/:id', { id: project.id })}
            variant="ghost"
            className={styles.push}
          >
            {projectFormText.viewProject}
          </LinkButton>
        )}
        {project && canEditProject(project.statut, 'close') && (
          <Button
            variant="danger"
            busy={busyAction === 'close'}
            busyLabel={projectFormText.closing}
            disabled={disabled}
            onClick={() => void run('close')()}
          >
            {projectFormText.close}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        message={
          confirming?.action === 'close' ? MSG.projects.confirmClose : MSG.projects.confirmPublish
        }
        danger={confirming?.action === 'close'}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
