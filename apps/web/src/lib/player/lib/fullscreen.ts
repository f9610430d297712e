/** Vendor-prefixed fullscreen members: older Safari, and iOS where only the <video> can go fullscreen. */
type WebkitDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
};
type WebkitElement = HTMLElement & { webkitRequestFullscreen?: () => void };
type WebkitVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
};

export const FULLSCREEN_EVENTS = ['fullscreenchange', 'webkitfullscreenchange'] as const;
/** iOS video fullscreen reports on the <video> itself. */
export const VIDEO_FULLSCREEN_EVENTS = ['webkitbeginfullscreen', 'webkitendfullscreen'] as const;

export function isFullscreen(container: Element | null, video: HTMLVideoElement | null): boolean {
  const doc = document as WebkitDocument;
  const current = doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
  if (current !== null && container !== null && current === container) return true;
  return Boolean((video as WebkitVideo | null)?.webkitDisplayingFullscreen);
}

export async function enterFullscreen(container: HTMLElement, video: HTMLVideoElement | null) {
  const element = container as WebkitElement;
  if (typeof element.requestFullscreen === 'function') return element.requestFullscreen();
  if (typeof element.webkitRequestFullscreen === 'function')
    return element.webkitRequestFullscreen();
  const iosVideo = video as WebkitVideo | null;
  if (typeof iosVideo?.webkitEnterFullscreen === 'function')
    return iosVideo.webkitEnterFullscreen();
}

export async function exitFullscreen(video: HTMLVideoElement | null) {
  const doc = document as WebkitDocument;
  if (doc.fullscreenElement && typeof doc.exitFullscreen === 'function')
    return doc.exitFullscreen();
  if (doc.webkitFullscreenElement && typeof doc.webkitExitFullscreen === 'function') {
    return doc.webkitExitFullscreen();
  }
  const iosVideo = video as WebkitVideo | null;
  if (iosVideo?.webkitDisplayingFullscreen && typeof iosVideo.webkitExitFullscreen === 'function') {
    return iosVideo.webkitExitFullscreen();
  }
}
