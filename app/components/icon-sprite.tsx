/**
 * Icons that repeat down a list (a call, text and email link and a stage badge on every row) and
 * the navigation's icons are drawn once, as <symbol>s in one SVG file served at SPRITE_PATH
 * (app/routes/machine/icon-sprite.ts, kept in the server's memory and cached by the browser),
 * and each use refers to one with <use>. A row's icon then costs ~100 bytes instead of ~400, and
 * no page renders the symbols itself: drawn into every back-office page they were 265 elements
 * and 23 KB of each, about 15% of the CPU of a short page. Pages add an icon here to draw it this
 * way; one-off icons stay plain lucide components.
 */
import {
  AlarmClock,
  AlertTriangle,
  Ban,
  BellDot,
  BellOff,
  CalendarClock,
  CheckCircle2,
  CircleDot,
  Clock,
  HelpCircle,
  History,
  Hourglass,
  LifeBuoy,
  Mail,
  MailX,
  MessageCircleQuestion,
  MessageSquare,
  MessageSquareReply,
  Paperclip,
  Phone,
  PhoneCall,
  RefreshCw,
  StickyNote,
  Trophy,
  Users,
  XCircle,
  type LucideIcon,
} from "lucide-react";
import { backOfficeSections } from "./admin/back-office-sections.ts";

const spriteIcons = {
  "alarm-clock": AlarmClock,
  "alert-triangle": AlertTriangle,
  ban: Ban,
  "bell-dot": BellDot,
  "bell-off": BellOff,
  "calendar-clock": CalendarClock,
  "check-circle": CheckCircle2,
  "circle-dot": CircleDot,
  clock: Clock,
  "help-circle": HelpCircle,
  history: History,
  hourglass: Hourglass,
  "life-buoy": LifeBuoy,
  mail: Mail,
  "mail-x": MailX,
  "message-circle-question": MessageCircleQuestion,
  "message-square": MessageSquare,
  "message-square-reply": MessageSquareReply,
  paperclip: Paperclip,
  phone: Phone,
  "phone-call": PhoneCall,
  "refresh-cw": RefreshCw,
  "sticky-note": StickyNote,
  trophy: Trophy,
  users: Users,
  "x-circle": XCircle,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof spriteIcons;

/** Every symbol of the file by name: the list icons, and each navigation entry's as `nav-…`. */
const allSpriteIcons: Record<string, LucideIcon> = {
  ...spriteIcons,
  ...Object.fromEntries(backOfficeSections.map((section) => [`nav-${section.key}`, section.Icon])),
};

/**
 * The file's address. Its `v` changes with the set of symbols, so a browser that kept an older
 * file (it may for a day) asks for the new one as soon as a page names a symbol it lacks.
 */
export const SPRITE_PATH = `/icons.svg?v=${nameHash(Object.keys(allSpriteIcons).join(","))}`;

function nameHash(text: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** A decorative icon from the sprite (its meaning is always in words beside it). `nav-…`: a navigation entry's icon. */
export function SpriteIcon({ name, className }: { name: SpriteIconName | `nav-${string}`; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${SPRITE_PATH}#icon-${name}`} />
    </svg>
  );
}

/** The sprite file's document: every symbol (rendered by its route, app/routes/machine/icon-sprite.ts). */
export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {Object.entries(allSpriteIcons).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}
