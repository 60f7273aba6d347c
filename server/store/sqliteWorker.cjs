'use strict';
// The store's SQLite connection, on a worker thread. better-sqlite3 is
// synchronous: on the main thread every durable commit (an fsync) would stop the
// whole server, page rendering included, for as long as the disk takes. Here it
// only delays the writes waiting for that commit.
//
// Protocol: the main thread posts { id, sql, parameters } and gets back
// { id, rows, changes, lastInsertRowid } or { id, error }; { type: 'close' }
// closes the database and ends the thread. See sqliteWorkerDialect.ts.
const { mkdirSync } = require('node:fs');
const path = require('node:path');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

/** Prepared statements by SQL text: the store runs the same few queries over and over. */
const STATEMENT_CACHE_SIZE = 200;
const statements = new Map();

function open(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  // WAL, and a commit returns only once the WAL is on disk. Other processes'
  // writers wait up to 5 s for the lock.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  return database;
}

function prepare(database, sql) {
  let statement = statements.get(sql);
  if (!statement) {
    statement = database.prepare(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) {
      statements.delete(statements.keys().next().value);
    }
    statements.set(sql, statement);
  }
  return statement;
}

let database;
try {
  database = open(workerData.file);
  parentPort.postMessage({ type: 'ready' });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error.message });
  process.exit(1);
}

parentPort.on('message', (message) => {
  if (message.type === 'close') {
    statements.clear();
    database.close();
    parentPort.postMessage({ type: 'closed' });
    parentPort.close();
    return;
  }
  const { id, sql, parameters } = message;
  try {
    const statement = prepare(database, sql);
    if (statement.reader) {
      parentPort.postMessage({ id, rows: statement.all(parameters) });
    } else {
      const { changes, lastInsertRowid } = statement.run(parameters);
      parentPort.postMessage({ id, rows: [], changes, lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
