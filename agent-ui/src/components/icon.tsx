/**
 * Line icons drawn as SVG (24×24, stroked with the text colour), so controls look the same on
 * every system whatever emoji fonts it has.
 */
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  refresh: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  eyeOff:
    'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 6 10 6a9.6 9.6 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  plus: 'M12 5v14M5 12h14',
  closeAll: 'M4 4h16v16H4zM8 12l3 3l5-6',
  arrowDown: 'M12 4v16M6 14l6 6l6-6',
  arrowUp: 'M12 20V4M6 10l6-6l6 6',
  arrowLeft: 'M20 12H4M10 6l-6 6l6 6',
  paperclip: 'M21 11l-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7',
  check: 'M4 12l5 5L20 6',
  doubleCheck: 'M1 12l5 5L17 6M11 16l1 1L23 6',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
  alert: 'M12 3L2 21h20zM12 10v5M12 18v.5',
  chat: 'M4 4h16v12H8l-4 4z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  block: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.6 5.6l12.8 12.8',
  unblock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12l3 3l5-6',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  forward: 'M14 5l7 7l-7 7M21 12H9a6 6 0 0 0-6 6',
  download: 'M12 3v12M7 10l5 5l5-5M4 21h16',
  close: 'M6 6l12 12M18 6L6 18',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3M5 11a7 7 0 0 0 14 0M12 18v3',
  contactCard: 'M3 5h18v14H3zM9 9a2 2 0 1 0 0 4a2 2 0 1 0 0-4M5.5 17a3.5 3.5 0 0 1 7 0M15 10h3M15 14h3',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  note: 'M5 3h10l4 4v14H5zM14 3v5h5M8 12h8M8 16h6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M12 13v3l2 1',
  printer: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21a8 8 0 0 1 16 0',
  select: 'M4 4h7v7H4zM13 6h7M13 9h5M4 13h7v7H4zM6 16l1.5 1.5L10 15M13 15h7M13 18h5',
  poll: 'M5 20V10M12 20V4M19 20v-7',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  video: 'M3 6h12v12H3zM15 10l6-4v12l-6-4',
  image: 'M3 5h18v14H3zM3 16l5-5l4 4l3-3l6 6M15 9a1.5 1.5 0 1 0 0 .01',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  megaphone: 'M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6',
  pix: 'M12 2l10 10l-10 10L2 12zM8 12l4-4l4 4l-4 4z',
  copy: 'M8 8h12v12H8zM4 16V4h12',
  undo: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  transfer: 'M4 8h14M14 4l4 4l-4 4M20 16H6M10 12l-4 4l4 4',
  history: 'M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 8v4l3 2',
  more: 'M5 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2M19 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
