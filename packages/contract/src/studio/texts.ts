import { defineTexts } from '../common/texts';

/**
 * The creator studio's page texts, apart from studio.ts: that file's schemas are in the API
 * client's chunk, which every page loads, and only the studio's pages show these.
 */

/**
 * The browser's upload helper and file checks (docs/product/studio.md#presigned-uploads,
 * docs/product/studio.md#files, docs/product/studio.md#thumbnails).
 */
export const STUDIO_UPLOAD_TEXTS = /* @__PURE__ */ defineTexts('studioUpload', {
  invalidPresign: 'Invalid presigned URL data',
  accessDenied: 'Access denied. Check S3 permissions and presigned URL.',
  notFound: 'S3 bucket or key not found.',
  serverError: 'S3 server error. Please try again.',
  failedWithStatus: (status: number) => `Upload failed with status ${status}`,
  network: 'Network error. Check your internet connection.',
  /** Followed by the last attempt's reason. */
  allRetriesFailed: 'Upload failed after all retries',
  timedOut: 'The upload timed out',
  cancelled: 'The upload was cancelled',
  invalidVideo: 'Please upload a valid video file (MP4, WebM, or MOV)',
  videoTooLarge: 'Video file size must be less than 500MB',
  imageTooLarge: 'Image file size must be less than 10MB',
  /** The thumbnail extractor's own check of a file handed to it. */
  videoTooLargeToProcess: 'Video file too large. Maximum size is 500MB.',
  videoUnplayable: 'Your browser cannot process this video format.',
  thumbnailFailed: (reason: string) => `Thumbnail generation failed: ${reason}`,
  thumbnailTimedOut: 'extraction timed out after 15 s',
  thumbnailVideoFailed: 'the video could not be loaded',
  thumbnailNoCanvas: 'canvas unavailable',
  thumbnailNoImage: 'the frame could not be encoded',
});

/** The /cms page (docs/product/studio.md#cms-page-built). */
export const CMS_PAGE_TEXTS = /* @__PURE__ */ defineTexts('cmsPage', {
  heading: 'Upload New Series',
  intro: 'Add the series details, a poster and its episodes, then publish.',
  backToSite: 'Back to site',
  studioNav: 'Studio',
  navUpload: 'Upload',
  navSeries: 'Series',
  navModeration: 'Moderation',
  navAnalytics: 'Analytics',
  navDebug: 'Upload debugger',
  navPosterTest: 'Poster test',
  detailsHeading: 'Series details',
  title: 'Title',
  director: 'Director',
  cast: 'Cast',
  castHint: 'Separate names with commas',
  language: 'Language',
  year: 'Year',
  description: 'Description',
  tags: 'Tags',
  tagPlaceholder: 'Type a tag and press Enter',
  addTag: 'Add',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  tagSuggestions: 'Suggestions',
  lists: 'Home rows',
  listsHint: 'The home page rows this series appears in',
  posterHeading: 'Poster',
  posterHint: 'JPEG, PNG or WebP, up to 10 MB; 2:3 (portrait) recommended',
  choosePoster: 'Choose poster',
  replacePoster: 'Replace poster',
  posterAlt: 'Poster preview',
  posterRatioWarning: (ratio: string) => `This image is ${ratio}; posters look best at 2:3`,
  episodesHeading: 'Episodes',
  episodesHint:
    'MP4, WebM or MOV, up to 500 MB each. The episode number comes from the first number in the file name, else the next free one; a file for the same number replaces the old one.',
  chooseVideos: 'Add episode videos',
  dropVideos: 'or drop them here',
  noEpisodes: 'No episodes yet',
  episodeLabel: (n: number) => `Episode ${n}`,
  /** Drawn large on an episode without a thumbnail yet. */
  episodeShort: (n: number) => `EP ${n}`,
  episodeTitle: (n: number) => `Episode ${n} title`,
  removeEpisode: (n: number) => `Remove episode ${n}`,
  waiting: 'Waiting',
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploaded: 'Uploaded',
  failed: 'Failed',
  pendingHeading: 'Pending files',
  queueHeading: 'Upload queue',
  queueEmpty: 'Nothing to upload',
  clearCompleted: 'Clear Completed',
  clearAll: 'Clear All',
  remove: (name: string) => `Remove ${name}`,
  retryItem: (name: string) => `Retry ${name}`,
  retry: 'Retry',
  itemType: { video: 'Video', thumbnail: 'Thumbnail', poster: 'Poster' },
  itemStatus: {
    pending: 'Pending',
    uploading: 'Uploading',
    completed: 'Completed',
    error: 'Error',
  },
  thumbnailMade: 'Thumbnail ready',
  checkingStorage: 'Checking file storage…',
  storageDisabled: 'File Upload Disabled',
  storageCheckFailed: 'Unable to check S3 configuration',
  previewSeries: 'Preview Series',
  publishSeries: 'Publish Series',
  publishing: (percent: number) => `Publishing… ${percent}%`,
  missingHeading: 'Before publishing',
  published: 'Series published successfully!',
  publishFailed: 'Failed to publish series!',
  dismiss: 'Dismiss',
  uploadFailedFor: (name: string, reason: string) => `${name}: ${reason}`,
  previewHeading: 'Preview',
  closePreview: 'Close preview',
  /** The upload debugger, /debug (docs/product/studio.md#debug-and-poster-test-pages-built). */
  debug: {
    title: 'Upload debugger',
    intro: 'Asks the server what a presign would do with these fields, without signing anything.',
    checkSection: 'Upload to check',
    checkFailed: 'The upload check failed. Try again.',
    storageStatus: 'Storage status',
    checking: 'Checking…',
    storageCheckFailed: 'Unable to check storage',
    available: 'Available',
    unavailable: 'Unavailable',
    checkAgain: 'Check again',
    /** The form. */
    form: 'Upload check',
    fileType: 'File type',
    seriesId: 'Series id',
    seriesIdPlaceholder: 'e.g. paper-moons',
    episodeNumber: 'Episode number',
    fileSize: 'File size (bytes)',
    seriesTitle: 'Series title',
    contentType: 'Content type',
    contentTypePlaceholder: 'default: video/mp4 or image/jpeg',
    pickFile: 'Or pick a file (fills size and type; nothing is uploaded)',
    checkUpload: 'Check upload',
    /** The answer. */
    result: 'Upload check result',
    wouldSign: 'A presign would sign this upload',
    wouldRefuse: 'A presign would refuse this upload',
    problems: 'Problems',
    seriesSlug: 'Series slug',
    noSlug: 'none: the id has no letters or digits',
    exampleKey: 'Example key',
    none: 'none',
    /** After the content type, in brackets. */
    typeAllowed: 'allowed',
    typeNotAllowed: 'not allowed',
    allowedTypes: 'Allowed types',
    limit: 'Limit',
    declaredSize: 'Declared size',
    notDeclared: 'not declared',
    /** The declared size, '1.2 MB (1,234,567 bytes)', then whether it is within the limit. */
    sizeInBytes: (size: string, bytes: string) => `${size} (${bytes} bytes)`,
    withinLimit: 'within the limit',
    overLimit: 'over the limit',
    storage: 'Storage',
    /** After the storage's kind. */
    storageAvailable: 'available',
    storageUnavailable: 'unavailable',
    rawAnswer: 'Raw answer',
  },
  /** The poster test, /poster-test (docs/product/studio.md#debug-and-poster-test-pages-built). */
  posterTest: {
    title: 'Poster test',
    intro:
      "One poster at every size the site shows posters, with the copy each one asks the server for at this screen's width and pixel density.",
    source: 'Poster source',
    series: 'Series',
    localFile: (name: string) => `Local file: ${name}`,
    pickLocal: 'Or a local image (not uploaded)',
    loadingCatalogue: 'Loading the catalogue…',
    catalogueFailed: 'The catalogue did not load: pick a local image instead.',
    localNote:
      'A local file has no resized copies: every size shows the file itself, scaled by the browser. Published posters are served at each width.',
    noSeries: 'No series yet: pick a local image.',
    /** Each poster's card. */
    shownAt: 'Shown at',
    cssSize: (width: number, height: number) => `${width}×${height} CSS px`,
    /** After the size of the blurred side bands. */
    fromCopy: (width: number) => `(from the ${width} px copy)`,
    expected: 'Expected',
    requested: 'Requested',
    loading: 'loading…',
    original: 'the original',
    copy: (width: number) => `the ${width} px copy`,
    stretchedAlt: (slot: string, width: number) => `${slot}: the ${width} px copy stretched`,
    posterAlt: (slot: string, width: number, height: number) => `${slot} at ${width}×${height}`,
    /** Every place the site shows a poster: its name, and where it is. */
    slots: {
      hero: {
        label: 'Hero banner, phones',
        where: 'Home hero backdrop (features/catalogue-home hero-slide), across a phone screen',
      },
      heroPoster: {
        label: 'Hero poster, wider screens',
        where: 'Home hero beside the facts (features/catalogue-home hero-slide)',
      },
      seriesDetail: {
        label: 'Series poster',
        where:
          'Series page /video/{id} and its blurred backdrop (features/catalogue-series series-detail)',
      },
      player: {
        label: 'Player poster',
        where: 'Over the video on /play until its first frame (lib/player video-player)',
      },
      episodeGrid: {
        label: 'Episode thumbnail',
        where: 'Episode grid on the series page (features/catalogue-series episode-grid)',
      },
      card: {
        label: 'Series card',
        where:
          'Home rows and Continue watching (features/catalogue-home series-card, continue-watching-row)',
      },
      bannerAd: {
        label: 'Banner ad',
        where: 'House banner on /play (shared/ads banner-ad)',
      },
      episodeList: {
        label: 'Episode list',
        where: 'Episode list on /play (features/play episode-picker)',
      },
      search: {
        label: 'Search suggestion',
        where: 'Search box results (features/catalogue-search search-box)',
      },
      backdrop: {
        label: 'Blurred side bands',
        where:
          'Behind a vertical episode on /play: the 32 px copy stretched (lib/player video-player)',
      },
    },
  },
});
