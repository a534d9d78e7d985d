/*
 * A stand-alone `vgen tokens` for the sanitizer build of the conformance
 * check: the lexer and the tokens command without the rest of vgen, so ASan
 * and UBSan watch exactly the code under test. Usage: tokens-main tokens FILE...
 */
#include "tokens.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "tokens") != 0) {
        fputs("usage: tokens-main tokens FILE...\n", stderr);
        return 2;
    }
    return vgen_tokens_main(argc - 2, argv + 2);
}
