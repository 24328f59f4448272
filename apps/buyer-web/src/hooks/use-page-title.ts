import { useEffect } from 'react';
import { useTheme } from '@mui/material/styles';

/** Sets the document title to "<page> | <brand>". */
export function usePageTitle(title: string | undefined): void {
  const { brand } = useTheme();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title, brand.name]);
}
