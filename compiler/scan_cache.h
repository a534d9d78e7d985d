/*
 * Scan records: one scanned file's model (namespaces, use imports, classes
 * with their attributes, constructor and methods: everything the scanner
 * records) as bytes, so that a compile can rebuild the model of a file whose
 * content did not change without lexing it. The manifest stores one record
 * per input (output.h); this module only encodes and decodes them.
 *
 * A record is a compact binary form (varints; strings with their NUL, so
 * that decoded strings point into the record itself and nothing is copied;
 * a repeated string is a back reference). Decoding checks every length and
 * offset against the record: a malformed record is refused, never read
 * past.
 */
#ifndef VGEN_SCAN_CACHE_H
#define VGEN_SCAN_CACHE_H

#include "model.h"
#include "strbuf.h"

#include <stddef.h>

/* Bump when the record layout or what the scanner records changes. */
#define VGEN_SCAN_CACHE_FORMAT 3

/* Appends the record of `file` (as the scanner left it) to `out`. */
void vgen_scan_record_encode(vgen_buf_t *out, const vgen_file_t *file);

/*
 * Rebuilds the file of record data[0..len) as the file `path` and adds it to
 * the app, entering its classes in the class index as the scanner does (a
 * class declared twice is reported the same way). The model's strings point
 * into `data`, which must live as long as the app (keep it in the app's
 * arena). Returns the file, or NULL when the record is malformed; the app is
 * then unchanged.
 */
vgen_file_t *vgen_scan_record_decode(vgen_app_t *app, const char *path, const char *data,
                                     size_t len);

#endif
