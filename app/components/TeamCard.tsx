import { initialsOf, type TeamMember } from "../config/agency.ts";

/** A staff profile from the agency's configuration: photo (or an initials avatar), name, job title and an optional short biography. */
export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      {member.photo ? (
        <img
          src={member.photo}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className="h-28 w-28 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden="true" data-initials className="flex h-28 w-28 items-center justify-center rounded-full bg-navy-800 text-3xl font-bold text-gold-300">
          {initialsOf(member.name)}
        </span>
      )}
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{member.name}</h3>
      <p className="text-sm font-medium text-navy-700">{member.jobTitle}</p>
      {member.bio ? <p className="mt-3 text-slate-700">{member.bio}</p> : null}
    </li>
  );
}
