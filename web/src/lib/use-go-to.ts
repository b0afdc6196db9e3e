import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiPath, navigateTo } from './navigation';

/** Goes to a path: client-side for SPA screens, a full navigation for paths the API serves. */
export function useGoTo(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (isApiPath(path)) navigateTo(path);
      else void navigate(path);
    },
    [navigate],
  );
}
