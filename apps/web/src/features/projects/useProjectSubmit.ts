import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DURATIONS, MSG, type ProjectStatus } from '@kollabo/shared';
import { useBanner } from '../../components/Banner';
import { failedWith } from '../../lib/api';
import { USER_SUBSCRIPTION_QUERY_KEY } from '../account/useUserSubscription';
import { createProject, projectKeys, updateProject } from './api';
import { gateFromError, type GateKind } from './GatePopup';
import type { ProjectAction } from './ProjectForm';
import type { ProjectFormInput } from './schema';

const successText: Record<ProjectAction, string> = {
  save: MSG.projects.saved,
  prePublish: MSG.projects.publishRequested,
  close: MSG.projects.closed,
};

export interface SubmitTarget {
  mode: 'create' | 'edit';
  /** Edit mode: the project and whether it was published (dateProjet is sent then). */
  project?: { id: string; statut: ProjectStatus; dateCrea: string; publishedAt: string | null };
  /** Client side of the credits gate: a popup to show instead of sending, or null. */
  gateFor: (action: ProjectAction) => GateKind | null;
}

/**
 * Sends the form: success banner, then /my-projects 5 s after a publication (and after a
 * creation, so the same form is never sent twice); server refusals map to the spec's texts
 * and the credits popups.
 */
export function useProjectSubmit({ mode, project, gateFor }: SubmitTarget) {
  const banner = useBanner();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busyAction, setBusyAction] = useState<ProjectAction | null>(null);
  const [gate, setGate] = useState<GateKind | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(
      () => void navigate('/my-projects'),
      DURATIONS.publishRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  const submit = useCallback(
    async (action: ProjectAction, values: ProjectFormInput) => {
      const blocked = gateFor(action);
      if (blocked) {
        setGate(blocked);
        return;
      }
      setBusyAction(action);
      const now = new Date().toISOString();
      try {
        if (mode === 'create' || !project) {
          const statut = action === 'prePublish' ? 'prePublish' : 'save';
          await createProject({ ...values, statut, dateCrea: now });
          banner.success(
            action === 'prePublish' ? MSG.projects.publishRequested : MSG.projects.createSaved,
          );
          setRedirecting(true);
        } else {
          await updateProject({
            id: project.id,
            ...values,
            statut: action,
            ...(action === 'prePublish' ? { dateCrea: now } : {}),
            ...(project.publishedAt ? { dateProjet: project.dateCrea } : {}),
          });
          banner.success(successText[action]);
          if (action === 'prePublish') setRedirecting(true);
        }
        void queryClient.invalidateQueries({ queryKey: projectKeys.all });
        void queryClient.invalidateQueries({ queryKey: USER_SUBSCRIPTION_QUERY_KEY });
      } catch (error) {
        const popup = gateFromError(error);
        if (popup) setGate(popup);
        else if (failedWith(error, 'invalid_fields')) {
          banner.error(MSG.projects.invalidFields);
        } else {
          banner.error(mode === 'create' ? MSG.projects.createFailure : MSG.projects.updateFailure);
        }
      } finally {
        setBusyAction(null);
      }
    },
    [mode, project, gateFor, banner, queryClient],
  );

  const invalid = useCallback(() => banner.error(MSG.projects.invalidFields), [banner]);

  return { banner, busyAction, gate, closeGate: () => setGate(null), redirecting, submit, invalid };
}
