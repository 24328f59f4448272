import Avatar from '@mui/material/Avatar';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

/** A product's main picture in a table row. */
export function GoodsThumb({ src, alt }: { src: string; alt: string }) {
  return (
    <Avatar variant="rounded" src={src || undefined} alt={alt} sx={{ width: 44, height: 44, backgroundColor: 'action.hover', color: 'text.disabled' }}>
      <ImageOutlined />
    </Avatar>
  );
}
