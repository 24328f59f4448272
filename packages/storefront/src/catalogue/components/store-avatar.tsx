import Avatar from '@mui/material/Avatar';

/** A store's avatar, or its initial on the brand colour. */
export function StoreAvatar({ name, avatar, size = 48 }: { name: string; avatar: string; size?: number }) {
  return (
    <Avatar src={avatar || undefined} alt={name} sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.45 }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
