/**
 * Control characters never reach a service: one schema transform checks the
 * coerced arguments of every field that takes any, before its resolver runs, whatever way they
 * came (variables or inline literals, nested input objects, lists).
 *
 * Rules:
 * - `ID` values (and IDs inside inputs): no C0 control character at all (U+0000 to U+001F).
 * - `String` and custom scalar values: no U+0000 and no other C0 control character, except tab,
 *   line feed and carriage return, which free text (messages, addresses, names pasted from a
 *   spreadsheet) may carry.
 *
 * A refusal is BAD_USER_INPUT with `extensions.field` = the input path in the style the
 * services use: the argument name, then the input fields and list indexes joined by dots
 * (`contact.name`, `sizeLines.1.playerName`), the argument `input` itself left out
 * (`teamName`, `decorations.0.text`), as `formatError` names coercion errors.
 */
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  GraphQLID,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { BadUserInputError } from '../lib/errors.js';
import { controlCharacterMessage, ID_CONTROL, TEXT_CONTROL } from '../lib/control-characters.js';

/** True when a value of `type` may hold text (String, ID, custom scalars, or inputs holding them). */
function mayHoldText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (isNonNullType(type) || isListType(type)) return mayHoldText(type.ofType, seen);
  if (isScalarType(type)) return !['Int', 'Float', 'Boolean'].includes(type.name);
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return false;
    seen.add(type.name);
    return Object.values(type.getFields()).some((f) => mayHoldText(f.type, seen));
  }
  return false;
}

/**
 * The first text value under `value` (a coerced value of `type`) that holds a refused control
 * character, as its path and message; null when there is none.
 */
export function findControlCharacter(
  type: GraphQLInputType,
  value: unknown,
  path: (string | number)[],
): { path: (string | number)[]; message: string } | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return findControlCharacter(type.ofType, value, path);
  if (isListType(type)) {
    if (!Array.isArray(value)) return findControlCharacter(type.ofType, value, path);
    for (let i = 0; i < value.length; i++) {
      const bad = findControlCharacter(type.ofType, value[i], [...path, i]);
      if (bad) return bad;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object') return null;
    for (const [name, field] of Object.entries(type.getFields())) {
      const bad = findControlCharacter(field.type, (value as Record<string, unknown>)[name], [...path, name]);
      if (bad) return bad;
    }
    return null;
  }
  if (isScalarType(type) && typeof value === 'string') {
    const pattern = type.name === GraphQLID.name ? ID_CONTROL : TEXT_CONTROL;
    return pattern.test(value) ? { path, message: controlCharacterMessage(value, pattern) } : null;
  }
  return null;
}

/** `extensions.field` of a path: dots between parts, the `input` argument left out. */
export function fieldPath(path: (string | number)[]): string {
  const parts = path[0] === 'input' && path.length > 1 ? path.slice(1) : path;
  return parts.join('.');
}

/** Throws BAD_USER_INPUT for the first argument value holding a refused control character. */
export function assertNoControlCharacters(args: readonly GraphQLArgument[], values: Record<string, unknown>): void {
  for (const arg of args) {
    const bad = findControlCharacter(arg.type, values[arg.name], [arg.name]);
    if (bad) throw new BadUserInputError(fieldPath(bad.path), bad.message);
  }
}

/**
 * Wraps the resolver of every object field with text-holding arguments so that its coerced
 * arguments are checked first (see the module comment). Returns a new schema.
 */
export function rejectControlCharacters(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const args = Object.values(fieldConfig.args ?? {});
      if (!args.some((a) => mayHoldText(a.type))) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, values, context, info) {
          // The argument definitions of the final schema (mapSchema rebuilds the types).
          const defs = info.parentType.getFields()[info.fieldName]?.args ?? [];
          assertNoControlCharacters(defs, values);
          return resolve(source, values, context, info);
        },
      };
    },
  });
}
