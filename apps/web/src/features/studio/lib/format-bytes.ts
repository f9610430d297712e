const KIB = 1024;
const MIB = KIB * KIB;

/** A file's size for the eye: '840 KB', '12.4 MB' (the upload messages use formatFileSize). */
export const formatBytes = (bytes: number): string =>
  bytes < MIB ? `${Math.max(1, Math.round(bytes / KIB))} KB` : `${(bytes / MIB).toFixed(1)} MB`;
