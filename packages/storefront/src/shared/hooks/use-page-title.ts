import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';

/** Sets the document title to "<page> | <brand>"; does nothing for undefined (a child page sets it). */
export function usePageTitle(title: string | undefined): void {
  const { brand } = useTheme();
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
