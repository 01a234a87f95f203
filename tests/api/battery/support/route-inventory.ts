/**
 * The routes the app really registered, read from fastify's route tree, so that a battery that
 * must cover "every POST and PATCH route" or "every GET route" notices a route added later.
 */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Parses `app.printRoutes({ commonPrefix: false })`: one node per line, children indented by 4. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url: path });
  }
  return routes;
}

/** The API routes of the given methods, as `METHOD url` strings (the web app's static routes aside). */
export function apiRoutes(app: FastifyInstance, methods: readonly string[]): string[] {
  return registeredRoutes(app)
    .filter((route) => methods.includes(route.method) && route.url.startsWith('/api/'))
    .map((route) => `${route.method} ${route.url}`)
    .sort();
}
