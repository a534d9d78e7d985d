<?php

/**
 * The PHP API of the `vela` extension. This file is the source of truth:
 * vela_arginfo.h is generated from it (scripts/gen-arginfo) and stubs/ holds
 * the IDE copy.
 *
 * @generate-class-entries
 */

namespace Vela {
    /** The extension's version, e.g. "0.1.0". */
    function version(): string {}
}
